import { keyframes, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

export const terms = style([
  rules.gridList,
  rules.columns.md3,
  { margin: `0 auto ${vars.space[10]}`, gap: vars.space[4], maxWidth: "960px" },
]);

export const term = style({
  ...rules.row(vars.space[3], "flex-start"),
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const termIcon = style({ flexShrink: 0, color: vars.color.brand, marginTop: "2px" });
export const termTitle = style({ display: "block", fontWeight: vars.fontWeight.bold });
export const termText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const thumbWrap = style({ position: "relative" });

export const thumb = style([rules.wideImage, { background: vars.color.brand }]);

export const duration = style({
  position: "absolute",
  right: vars.space[2],
  bottom: vars.space[2],
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: "rgba(10, 39, 64, 0.9)",
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const category = style({
  justifySelf: "start",
  alignSelf: "flex-start",
  padding: `2px ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accentStrong}`,
  color: vars.color.accentStrong,
  background: "#fff8ec",
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const form = style({ marginTop: "auto", paddingTop: vars.space[2] });
export const purchase = style({ width: "100%" });

export const alert = style({
  maxWidth: vars.width.narrow,
  margin: `0 auto ${vars.space[8]}`,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: "#fdecea",
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  textAlign: "center",
});

const pulse = keyframes({
  "0%": { opacity: 1 },
  "50%": { opacity: 0.55 },
  "100%": { opacity: 1 },
});

const block = style({
  borderRadius: vars.radius.sm,
  background: "#e3e9f0",
  animation: `${pulse} 1.4s ease-in-out infinite`,
  "@media": { [media.reducedMotion]: { animation: "none" } },
});

export const skeletonThumb = style([
  block,
  { aspectRatio: "16 / 9", borderRadius: vars.radius.md },
]);
export const skeletonBadge = style([block, { width: "40%", height: "22px" }]);
export const skeletonTitle = style([block, { width: "75%", height: "26px" }]);
export const skeletonLine = style([block, { width: "100%", height: "16px" }]);
export const skeletonShort = style([block, { width: "60%", height: "16px" }]);
export const skeletonButton = style([
  block,
  { width: "100%", height: "44px", borderRadius: vars.radius.pill, marginTop: "auto" },
]);
