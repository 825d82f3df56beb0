import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/* Shared by the company pages: the closing call to action and the clickable cards. */

/** The closing call to action: the callout, with narrower sides on phones. */
export const cta = style([
  rules.callout,
  {
    padding: `${vars.space[10]} ${vars.space[6]}`,
    "@media": { [media.md]: { padding: vars.space[12] } },
  },
]);
export const ctaActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[3],
  marginTop: vars.space[6],
});

/** A card whose heading link covers the whole card (one link, one tab stop, a big target). */
export const linkCard = style({
  position: "relative",
  transition: "box-shadow 150ms ease, transform 150ms ease",
  selectors: {
    "&:hover": { boxShadow: vars.shadow.md },
    "&:has(a:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
  "@media": {
    [media.reducedMotion]: { transition: "none" },
  },
});
export const stretchedLink = style({
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
    "&:hover": { textDecoration: "underline" },
  },
});
