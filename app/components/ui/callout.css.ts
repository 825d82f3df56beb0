import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/** A rounded panel on the brand gradient, for a closing call to action. */
export const callout = style(rules.callout);

export const title = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xl,
  "@media": { [media.md]: { fontSize: vars.fontSize["2xl"] } },
});

/** The callout's paragraph, under its heading. */
export const text = style({
  marginTop: vars.space[3],
  marginInline: "auto",
  maxWidth: "40em",
  color: "#e3ecf4",
});
