import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** A list of cards: one column on phones, two from `md`, three from `lg`. */
export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
  boxShadow: vars.shadow.sm,
});

export const highlighted = style([
  card,
  { borderColor: vars.color.accent, borderWidth: "2px", boxShadow: vars.shadow.md },
]);

export const title = style({ fontSize: vars.fontSize.xl });
export const text = style({ color: vars.color.textMuted });
export const price = style({
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});
export const list = style({
  margin: 0,
  paddingLeft: vars.space[5],
  display: "grid",
  gap: vars.space[1],
});
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  marginTop: "auto",
  paddingTop: vars.space[2],
});
export const image = style({
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
