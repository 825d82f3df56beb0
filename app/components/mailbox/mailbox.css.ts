import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const offer = style({
  display: "grid",
  gap: vars.space[8],
  alignItems: "center",
  "@media": { [media.lg]: { gridTemplateColumns: "1fr 1fr" } },
});

export const illustration = style({
  width: "100%",
  maxWidth: "560px",
  justifySelf: "center",
  borderRadius: vars.radius.lg,
});

export const offerCard = style({
  display: "grid",
  gap: vars.space[4],
  padding: vars.space[5],
  "@media": { [media.md]: { padding: vars.space[8] } },
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const offerTitle = style({ fontSize: vars.fontSize.xl });

export const codeRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
});

export const code = style({
  display: "inline-block",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.12em",
});

export const discount = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const priceLine = style({ color: vars.color.textMuted });
export const price = style({
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  counterReset: "step",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const step = style({
  display: "grid",
  gap: vars.space[2],
  alignContent: "start",
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const stepNumber = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const benefitIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const cta = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space[4],
  textAlign: "center",
});

export const disclosure = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  maxWidth: "48em",
});
