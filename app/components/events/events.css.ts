import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const when = style({
  display: "grid",
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const recurring = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  justifySelf: "start",
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
});

export const date = style({
  display: "inline-flex",
  alignItems: "flex-start",
  gap: vars.space[2],
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
export const twoUp = style({
  listStyle: "none",
  margin: "0 auto",
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  maxWidth: "880px",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

/** The card fills its grid cell, so the buttons of a row line up. */
export const fill = style({ height: "100%" });
