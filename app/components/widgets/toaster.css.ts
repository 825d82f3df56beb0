import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

const slideIn = keyframes({
  from: { opacity: 0, transform: "translateY(-8px)" },
  to: { opacity: 1, transform: "none" },
});
const hide = keyframes({ to: { opacity: 0, visibility: "hidden" } });

/** Top of the screen on phones, bottom right from the `sm` breakpoint. */
export const viewport = style({
  position: "fixed",
  zIndex: vars.zIndex.toast,
  top: vars.space[2],
  insetInline: vars.space[2],
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  pointerEvents: "none",
  "@media": {
    [media.sm]: {
      top: "auto",
      // Above the chat launcher (56px, 16px from the bottom), so a toast never covers it.
      bottom: `calc(${vars.space[4]} + 56px + ${vars.space[4]})`,
      left: "auto",
      right: vars.space[6],
      width: "380px",
    },
  },
});

const base = style({
  pointerEvents: "auto",
  display: "grid",
  gridTemplateColumns: "1fr auto",
  alignItems: "start",
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: "1px solid",
  animation: `${slideIn} 200ms ease-out`,
});

export const toast = styleVariants({
  default: [
    base,
    { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
  ],
  destructive: [
    base,
    { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger },
  ],
});

/** Without JavaScript a toast hides itself after 5 s with CSS alone. */
export const selfHiding = style({
  animation: `${slideIn} 200ms ease-out, ${hide} 200ms ease-in 5s forwards`,
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const description = style({ fontSize: vars.fontSize.sm, marginTop: vars.space[1] });

export const action = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "36px",
  marginTop: vars.space[3],
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  border: "1px solid currentColor",
  color: "inherit",
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  background: "transparent",
  cursor: "pointer",
});

export const close = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  margin: `calc(${vars.space[2]} * -1)`,
  borderRadius: vars.radius.sm,
  border: "none",
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
});
