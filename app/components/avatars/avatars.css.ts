import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const features = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});
globalStyle(`${features} > li`, { display: "flex", alignItems: "flex-start", gap: vars.space[2] });

export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: "3px" });

export const price = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${vars.space[2]}`,
  marginTop: vars.space[2],
});
export const priceSuffix = style({ color: vars.color.textMuted });

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const step = style({
  borderTop: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  padding: vars.space[6],
});
export const stepNumber = style({
  display: "block",
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentStrong,
  lineHeight: 1,
  marginBottom: vars.space[3],
});
export const stepTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[2] });
export const stepText = style({ color: vars.color.textMuted });

export const callout = style({
  display: "grid",
  justifyItems: "center",
  textAlign: "center",
  gap: vars.space[4],
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space[8],
  "@media": { [media.md]: { padding: vars.space[12] } },
});
export const calloutTitle = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xl,
  "@media": { [media.md]: { fontSize: vars.fontSize["2xl"] } },
});
export const calloutText = style({ color: "#e3ecf4", maxWidth: "36em" });
