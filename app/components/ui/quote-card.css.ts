import { style, styleVariants } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

const quote = {
  ...rules.surface,
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
} as const;

export const card = styleVariants({
  /** As tall as its words. */
  fit: quote,
  /** Fills its grid cell, with more room from `md`. */
  fill: [quote, { height: "100%", "@media": { [media.md]: { padding: vars.space[8] } } }],
});
export const text = style({ margin: 0 });
export const footer = style({
  ...rules.row(vars.space[3]),
  marginTop: "auto",
});
export const avatar = style({ borderRadius: vars.radius.pill, flexShrink: 0 });
export const author = style({
  display: "block",
  fontStyle: "normal",
  fontWeight: vars.fontWeight.bold,
});
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
