import { style, styleVariants } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/** A centred, wrapping row of pill links (tabs, or the links to a page's sections). */
export const pillList = style(rules.centeredRow);

/** A link shaped as a pill, at least 44 pixels tall. */
export const pillLink = style(rules.pillLink);

export const nav = style({ marginBottom: vars.space[8] });

/** The selected tab; listed after `&:hover`, so it keeps its colours under the pointer. */
const current = {
  "&[aria-current='true'], &[aria-current='page']": {
    background: vars.color.brand,
    borderColor: vars.color.brand,
    color: vars.color.onBrand,
  },
};

export const tab = styleVariants({
  /** A thin border; the pointer tints the tab. */
  soft: [
    pillLink,
    {
      fontSize: vars.fontSize.sm,
      selectors: { "&:hover": { background: vars.color.brandSoft }, ...current },
    },
  ],
  /** A thicker border that darkens under the pointer; larger text from `md`. */
  bold: [
    pillLink,
    {
      borderWidth: "2px",
      fontSize: vars.fontSize.sm,
      "@media": { [media.md]: { fontSize: vars.fontSize.md } },
      transition: "background-color 150ms ease, border-color 150ms ease, color 150ms ease",
      selectors: { "&:hover": { borderColor: vars.color.brand }, ...current },
    },
  ],
});
