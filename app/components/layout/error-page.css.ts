import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

export const wrapper = style({ textAlign: "center", maxWidth: vars.width.narrow });
export const code = style({
  fontSize: vars.fontSize["4xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentStrong,
});
export const title = style({ fontSize: vars.fontSize["2xl"], marginBlock: vars.space[3] });
export const text = style({ color: vars.color.textMuted });
export const reference = style({ marginTop: vars.space[4], ...rules.smallMuted });
export const actions = style({
  ...rules.wrapRow(vars.space[3]),
  justifyContent: "center",
  marginTop: vars.space[8],
});
