import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const card = style({
  maxWidth: "36rem",
  marginInline: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space[6],
  display: "grid",
  gap: vars.space[4],
});

export const title = style({ fontSize: vars.fontSize.xl });

export const lead = style({ color: vars.color.textMuted });

export const toggle = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
});
