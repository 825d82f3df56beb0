import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const group = style({ scrollMarginTop: "6rem", display: "grid", gap: vars.space[4] });

export const groupHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[2],
});

export const rows = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[3],
});

export const row = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
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
