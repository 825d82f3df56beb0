import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translateY(2%) scale(0.98)" },
  to: { opacity: 1, transform: "none" },
});

/** While a modal dialog is open the page behind it does not scroll (and does not shift). */
globalStyle("html:has(dialog:modal)", { overflow: "hidden", scrollbarGutter: "stable" });

/**
 * The native `<dialog>` opened with `showModal()`: above the page in the top layer (centred by the
 * browser unless placed otherwise), with the page dimmed behind it (`::backdrop`).
 */
export const content = style({
  width: "min(94vw, 640px)",
  maxWidth: "none",
  maxHeight: "90vh",
  overflowY: "auto",
  border: "none",
  color: vars.color.text,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space[6],
  animation: `${rise} 200ms ease-out`,
  outline: "none",
  selectors: {
    "&::backdrop": {
      background: "rgba(10, 25, 40, 0.6)",
      animation: `${fadeIn} 150ms ease-out`,
    },
  },
});

/** From the top, not centred: as its content loads or an error appears, Close stays put. */
export const fromTop = style({ marginBlock: "5vh auto" });

export const wide = style({ width: "min(96vw, 960px)" });

export const title = style({ fontSize: vars.fontSize.xl, paddingRight: vars.space[10] });
export const description = style({ marginTop: vars.space[2], color: vars.color.textMuted });
export const close = style({ position: "absolute", top: vars.space[2], right: vars.space[2] });
