import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

export const head = style({ display: "flex", alignItems: "center", gap: vars.space[3] });

export const icon = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: "3rem",
  height: "3rem",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const badge = style({
  alignSelf: "flex-start",
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const priceRow = style({ display: "grid", gap: vars.space[1] });

export const priceSuffix = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const plan = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const features = style(rules.list(vars.space[2]));

export const feature = style({ display: "flex", gap: vars.space[2], alignItems: "flex-start" });

export const check = style({ flexShrink: 0, marginTop: "0.2em", color: vars.color.success });

/** A grid cell that stretches its card to the row height. */
export const cell = style({ display: "grid" });
