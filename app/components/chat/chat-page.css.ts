import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space[8],
  maxWidth: vars.width.narrow,
});

export const ask = style({ display: "grid", gap: vars.space[2] });

export const askRow = style(rules.wrapRow(vars.space[2]));

export const askInput = style({ flex: "1 1 12rem", minWidth: 0 });

export const answers = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const heading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[2] });

export const team = style({ display: "grid", gap: vars.space[2] });
