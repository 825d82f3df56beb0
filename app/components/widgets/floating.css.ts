import { vars } from "~/styles/theme.css";

/** How far above the bottom of the window the floating buttons start (chat, scroll to top). */
export const floatingInset = vars.space[4];

/** The floating buttons' height plus their inset and a gap: what the page keeps free below. */
export const floatingClearance = "88px";
