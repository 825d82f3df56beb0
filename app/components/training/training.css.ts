import { style } from "@vanilla-extract/css";
import { columns, gridList, iconBadge } from "~/components/ui/card.css";
import { vars } from "~/styles/theme.css";

export const heroNote = style({
  flexBasis: "100%",
  fontSize: vars.fontSize.sm,
  color: "#e3ecf4",
});

export const reasons = style([gridList, columns.sm2, columns.lg4]);

export const icon = style([iconBadge, { marginBottom: vars.space[2] }]);

export const reasonTitle = style({ fontSize: vars.fontSize.lg });

export const listHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  marginTop: vars.space[2],
});

export const cta = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[3],
});
