import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

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
  width: "min(94vw, 640px)",
  maxHeight: "90vh",
  overflowY: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space[6],
  animation: `${rise} 200ms ease-out`,
  outline: "none",
});

export const wide = style({ width: "min(96vw, 960px)" });

export const title = style({ fontSize: vars.fontSize.xl, paddingRight: vars.space[10] });
export const description = style({ marginTop: vars.space[2], color: vars.color.textMuted });
export const close = style({ position: "absolute", top: vars.space[2], right: vars.space[2] });
