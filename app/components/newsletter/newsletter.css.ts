import { globalStyle, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

export const page = style({ display: "grid", gap: vars.space[6], maxWidth: "40rem" });

export const topics = style({
  ...rules.wrapRow(vars.space[2]),
  listStyle: "none",
  padding: 0,
  margin: 0,
});

globalStyle(`${topics} li`, {
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
});

/** Space between a newsletter form and the text above it (home section, pop-up). */
export const formSlot = style({ marginTop: vars.space[6] });
