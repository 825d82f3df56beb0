import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "~/styles/theme.css";

/** Phones: below the `md` breakpoint the floating buttons sit in a bar of their own. */
export const phoneOnly = `screen and (max-width: ${breakpoints.md - 1}px)`;

/** The phone bar's height: the chat launcher (56 px) and 8 px above and below it. */
const dockHeight = "72px";

/** How far above the bottom of the window the floating buttons start (chat, scroll to top). */
export const floatingInset = vars.space[4];

/** On a phone, where a button of `size` sits so that it is centred in the bar. */
const dockedBottom = (size: number) =>
  `calc((${dockHeight} - ${size}px) / 2 + env(safe-area-inset-bottom, 0px))`;

/** On a phone: the chat launcher (56 px) and the scroll-to-top button (44 px), in the bar. */
export const launcherDockedBottom = dockedBottom(56);
export const iconButtonDockedBottom = dockedBottom(44);

/** The floating buttons' height plus their inset and a gap: what the page keeps free below. */
export const floatingClearance = "88px";

/**
 * On a phone the floating buttons would sit over text, video controls and Pay buttons wherever
 * the page is scrolled, so the layout gives them a bar of their own at the bottom of the window
 * and keeps the page's end above it (issue 26).
 */
export const dock = style({
  display: "none",
  "@media": {
    [phoneOnly]: {
      display: "block",
      position: "fixed",
      left: 0,
      right: 0,
      bottom: 0,
      height: `calc(${dockHeight} + env(safe-area-inset-bottom, 0px))`,
      zIndex: `calc(${vars.zIndex.popup} - 1)`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

/** The space the page keeps free below its end: the bar on a phone. */
export const dockSpace = style({
  "@media": {
    [phoneOnly]: { paddingBottom: `calc(${dockHeight} + env(safe-area-inset-bottom, 0px))` },
  },
});
