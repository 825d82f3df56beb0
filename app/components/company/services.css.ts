import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

export const consultant = style({
  marginTop: `calc(-1 * ${vars.space[2]})`,
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
export const more = style({
  ...rules.inlineRow(vars.space[1]),
  marginTop: "auto",
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
});
