import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

/* The services search of Book Now and the AI services page (service-search.tsx). */

export const form = style({
  display: "grid",
  gap: vars.space[2],
  maxWidth: vars.width.narrow,
  margin: `0 auto ${vars.space[6]}`,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const row = style(rules.wrapRow(vars.space[2]));

export const field = style({ position: "relative", flex: "1 1 12rem" });

export const icon = style({
  position: "absolute",
  left: vars.space[4],
  top: "50%",
  transform: "translateY(-50%)",
  color: vars.color.textMuted,
  pointerEvents: "none",
});

export const input = style({
  width: "100%",
  minHeight: "48px",
  padding: `${vars.space[2]} ${vars.space[4]} ${vars.space[2]} ${vars.space[12]}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.md,
  selectors: { "&::placeholder": { color: vars.color.textMuted, opacity: 1 } },
});

export const status = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space[2],
  minHeight: "1.6em",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const clearLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
});
