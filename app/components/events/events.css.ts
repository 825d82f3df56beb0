import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

export const when = style({
  display: "grid",
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const recurring = style({
  ...rules.inlineRow(vars.space[2]),
  justifySelf: "start",
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
});

export const date = style({
  ...rules.inlineRow(vars.space[2], "flex-start"),
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const icon = style({ flexShrink: 0, marginTop: "3px", color: vars.color.brand });

export const note = style({
  textAlign: "center",
  color: vars.color.textMuted,
  maxWidth: vars.width.narrow,
  marginInline: "auto",
});

/** Two cards side by side from `md`, centred: the recurring events. */
export const twoUp = style([
  rules.gridList,
  rules.columns.md2,
  { margin: "0 auto", maxWidth: "880px" },
]);
