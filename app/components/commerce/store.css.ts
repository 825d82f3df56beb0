import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

export const group = style({ scrollMarginTop: "6rem", display: "grid", gap: vars.space[4] });

export const groupHead = style({
  ...rules.wrapRow(vars.space[2]),
  alignItems: "baseline",
  justifyContent: "space-between",
});

export const rows = style(rules.list(vars.space[3]));

export const row = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[4],
  ...rules.box(vars.radius.md),
  "@media": {
    [media.md]: {
      gridTemplateColumns: "minmax(0, 1fr) 11rem 12rem",
      alignItems: "center",
      gap: vars.space[4],
    },
  },
});

export const rowTitle = style({ fontSize: vars.fontSize.lg });

export const rowPrice = style({ display: "grid", gap: vars.space[1] });

export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});

export const groups = style({ display: "grid", gap: vars.space[12] });
