import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { accentBadge, columns, gridList, surface } from "./card.css";

export const list = style([gridList, columns.md3]);

export const step = styleVariants({
  card: [surface],
  ruled: {
    borderTop: `4px solid ${vars.color.accent}`,
    background: vars.color.surfaceAlt,
    borderRadius: vars.radius.md,
    padding: vars.space[6],
  },
});

export const number = styleVariants({
  card: [
    accentBadge,
    {
      width: "40px",
      height: "40px",
      fontWeight: vars.fontWeight.bold,
      marginBottom: vars.space[3],
    },
  ],
  ruled: {
    display: "block",
    fontSize: vars.fontSize["2xl"],
    fontWeight: vars.fontWeight.bold,
    color: vars.color.accentStrong,
    lineHeight: 1,
    marginBottom: vars.space[3],
  },
});

export const title = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[2] });
