import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -46%) scale(0.98)" },
  to: { opacity: 1, transform: "translate(-50%, -50%)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.dialog,
  background: "rgba(10, 25, 40, 0.6)",
  animation: `${fadeIn} 150ms ease-out`,
});

export const content = style({
  position: "fixed",
  zIndex: vars.zIndex.dialog,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(92vw, 440px)",
  maxHeight: "92vh",
  overflowY: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} 200ms ease-out`,
  outline: "none",
});

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "1 / 1",
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  maxHeight: "46vh",
  objectFit: "cover",
});
export const body = style({ padding: vars.space[6] });
export const title = style({ fontSize: vars.fontSize.xl });
export const description = style({ marginTop: vars.space[2], color: vars.color.textMuted });
export const actions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  marginTop: vars.space[6],
  "@media": { [media.sm]: { flexDirection: "row" } },
});
export const close = style({
  position: "absolute",
  top: vars.space[2],
  right: vars.space[2],
  background: "rgba(255, 255, 255, 0.9)",
  color: vars.color.text,
});
