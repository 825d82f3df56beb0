import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const heroNote = style({
  flexBasis: "100%",
  fontSize: vars.fontSize.sm,
  color: "#e3ecf4",
});

export const reasons = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const reason = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space[2],
  padding: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  marginBottom: vars.space[2],
});

export const reasonTitle = style({ fontSize: vars.fontSize.lg });

export const fill = style({ height: "100%" });

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
