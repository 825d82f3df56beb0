import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

export const panel = style({ display: "grid", gap: vars.space[4] });

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const tabList = style({
  ...rules.wrapRow(vars.space[2]),
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space[2],
});

export const tab = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  font: "inherit",
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const section = style({ display: "grid", gap: vars.space[3], alignContent: "start" });

export const sectionTitle = style({ fontSize: vars.fontSize.lg });

export const cardContainer = style({ minHeight: "12rem" });

export const placeholder = style({
  display: "grid",
  placeItems: "center",
  minHeight: "12rem",
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const sandboxBadge = style({
  justifySelf: "start",
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3] });
