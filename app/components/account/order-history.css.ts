import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/*
 * Phones first: each order is a card of labelled lines. From `lg` up it is the table (S-ACCOUNT-08),
 * whose header row then shows.
 */
const wide = media.lg;

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  textAlign: "start",
  display: "block",
  "@media": { [wide]: { display: "table" } },
});

export const head = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  "@media": { [wide]: { position: "static", width: "auto", height: "auto", clip: "auto" } },
});

export const row = style({
  display: "grid",
  gap: vars.space[1],
  padding: vars.space[4],
  marginBlockEnd: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": {
    [wide]: { display: "table-row", padding: 0, margin: 0, border: 0, borderRadius: 0 },
  },
});

export const cell = style({
  display: "grid",
  gridTemplateColumns: "6rem 1fr",
  gap: vars.space[3],
  padding: 0,
  textAlign: "start",
  verticalAlign: "top",
  overflowWrap: "anywhere",
  selectors: {
    "&[data-label]::before": {
      content: "attr(data-label)",
      fontWeight: vars.fontWeight.medium,
      color: vars.color.textMuted,
    },
  },
  "@media": {
    [wide]: {
      display: "table-cell",
      padding: `${vars.space[3]} ${vars.space[2]}`,
      borderBottom: `1px solid ${vars.color.border}`,
      overflowWrap: "normal",
      selectors: { "&[data-label]::before": { content: "none" } },
    },
  },
});

/** On a card the product is its title, first and without a label. */
export const product = style({
  order: -1,
  selectors: { "&[data-label]::before": { content: "none" } },
  display: "grid",
  gridTemplateColumns: "1fr",
  marginBlockEnd: vars.space[2],
  "@media": { [wide]: { marginBlockEnd: 0 } },
});

/** Short values kept on one line in the table (a date, a number, an amount). */
export const short = style({ "@media": { [wide]: { whiteSpace: "nowrap" } } });

export const productName = style({
  display: "block",
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.lg,
  "@media": { [wide]: { fontSize: "inherit" } },
});

export const muted = style({
  display: "block",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const status = style({ fontWeight: vars.fontWeight.medium });

export const links = style({
  ...rules.wrapRow(`0 ${vars.space[4]}`),
  "@media": { [wide]: { whiteSpace: "nowrap" } },
});

/** A link a thumb can hit on a card (44 px tall); in the table, one line of text. */
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  "@media": { [wide]: { display: "inline", minHeight: 0 } },
});

export const payLink = style([
  link,
  {
    fontWeight: vars.fontWeight.medium,
    "@media": { [wide]: { marginInlineStart: vars.space[4] } },
  },
]);
