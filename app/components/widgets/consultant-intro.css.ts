import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const intro = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "center",
  "@media": { [media.md]: { gridTemplateColumns: "auto 1fr" } },
});

export const portrait = style({ position: "relative", justifySelf: "center" });
export const photo = style({ borderRadius: vars.radius.pill, background: vars.color.brandSoft });

export const play = style({
  position: "absolute",
  right: 0,
  bottom: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  borderRadius: vars.radius.pill,
  border: `3px solid ${vars.color.surface}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: "pointer",
  boxShadow: vars.shadow.md,
  textDecoration: "none",
});

export const name = style({ fontSize: vars.fontSize.xl });
export const role = style({ color: vars.color.accentStrong, fontWeight: vars.fontWeight.medium });
export const text = style({ marginTop: vars.space[3], color: vars.color.textMuted });
export const video = style({
  width: "100%",
  height: "auto",
  marginTop: vars.space[4],
  borderRadius: vars.radius.md,
  background: "#000",
});
