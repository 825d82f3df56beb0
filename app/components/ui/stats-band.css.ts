import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { gridList } from "./card.css";

/** A band of statistics: on the brand colour (`band`) or on its soft tint (`bandLight`). */
export const band = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  paddingBlock: vars.space[10],
});
export const bandLight = style({ background: vars.color.brandSoft, paddingBlock: vars.space[10] });

export const heading = style({
  textAlign: "center",
  color: "inherit",
  fontSize: vars.fontSize.xl,
  marginBottom: vars.space[6],
});

/** Two statistics a row, four from `md`. */
export const list = style([
  gridList,
  {
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    textAlign: "center",
    "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
  },
]);

export const number = style({
  display: "block",
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
});
/** Smaller on phones, in the accent colour. */
export const numberAccent = style([
  number,
  {
    fontSize: vars.fontSize["2xl"],
    color: vars.color.accent,
    "@media": { [media.md]: { fontSize: vars.fontSize["3xl"] } },
  },
]);
export const label = style({ display: "block", marginTop: vars.space[1] });
