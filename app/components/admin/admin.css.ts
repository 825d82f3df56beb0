import { globalStyle, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/** The page's panels: the signed-in pages' shared panel. */
export { panel as card } from "~/components/ui/card.css";

export const tiles = style({
  display: "grid",
  gap: vars.space[4],
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const tile = style({ ...rules.panel, alignContent: "start", gap: vars.space[2] });

export const figure = style({
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

/** A plain table (two columns that fit any width: the tiles, a lead's fields). */
export const table = style({
  width: "100%",
  borderCollapse: "collapse",
});

/**
 * A data table that, narrower than a tablet, becomes a stack of cards: each row a card, each cell
 * a line led by its column's name (the cell's `data-label`), so nothing scrolls sideways.
 */
export const stacked = style([table]);

const narrow = `screen and (max-width: ${768 - 0.02}px)`;

globalStyle(`${stacked} thead`, {
  "@media": {
    [narrow]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
    },
  },
});

globalStyle(`${stacked} tbody, ${stacked} tr, ${stacked} td`, {
  "@media": { [narrow]: { display: "block" } },
});

globalStyle(`${stacked} tr`, {
  "@media": {
    [narrow]: {
      padding: `${vars.space[2]} 0`,
      borderBottom: `2px solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${stacked} td`, {
  "@media": {
    [narrow]: {
      display: "grid",
      // A label wider than its share (a long word on a narrow card) widens its column, unbroken.
      gridTemplateColumns: "minmax(min-content, 35%) minmax(0, 1fr)",
      gap: vars.space[2],
      border: "none",
      textAlign: "left",
    },
  },
});

globalStyle(`${stacked} td::before`, {
  "@media": {
    [narrow]: {
      content: "attr(data-label)",
      overflowWrap: "normal",
      fontWeight: vars.fontWeight.medium,
      color: vars.color.textMuted,
    },
  },
});

globalStyle(`${stacked} td[data-label=""]::before`, {
  "@media": { [narrow]: { content: "none" } },
});

globalStyle(`${stacked} td[data-label=""]`, {
  "@media": { [narrow]: { display: "block" } },
});

export const cell = style({
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
  overflowWrap: "break-word",
  "@media": { [narrow]: { overflowWrap: "anywhere" } },
});

export const number = style([cell, { textAlign: "right", whiteSpace: "nowrap" }]);

/** A cell's value, one block whatever it holds (the stacked row's second column on a phone). */
export const value = style({ minWidth: 0 });

/** A filter form: its controls side by side where they fit, stacked on a phone. */
export const filters = style({
  ...rules.wrapRow(vars.space[3]),
  alignItems: "end",
  marginBottom: vars.space[4],
});

export const filterField = style({
  display: "grid",
  gap: vars.space[1],
  flex: "1 1 12rem",
  minWidth: 0,
});

/** The row of actions under a heading or in a confirm step. */
export const actions = style({
  ...rules.wrapRow(vars.space[3]),
  alignItems: "center",
});

/** A row of in-page links (the settings page's sections). */
export const nav = style({
  ...rules.wrapRow(`${vars.space[2]} ${vars.space[4]}`),
  listStyle: "none",
  margin: `0 0 ${vars.space[4]}`,
  padding: 0,
});

/** The owner's working page: no marketing hero, the work starts near the top. */
export const workspace = style({
  paddingBlock: `${vars.space[5]} ${vars.space[12]}`,
  "@media": { [media.md]: { paddingBlock: `${vars.space[8]} ${vars.space[16]}` } },
});

export const pageTitle = style({
  fontSize: vars.fontSize["2xl"],
  margin: `0 0 ${vars.space[4]}`,
  color: vars.color.brand,
});

/** Long values (addresses, references, ids) wrap instead of widening the page. */
export const wrap = style({ overflowWrap: "anywhere", minWidth: 0 });

export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(6rem, max-content) minmax(0, 1fr)",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: `${vars.space[4]} 0`,
  "@media": { [media.sm]: { gridTemplateColumns: "minmax(10rem, max-content) minmax(0, 1fr)" } },
});

globalStyle(`${details} dt`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: "anywhere" });

// The in-page links: finger-sized, the current one marked.
globalStyle(`${nav} a`, {
  display: "inline-block",
  paddingBlock: vars.space[2],
  minHeight: "44px",
});
globalStyle(`${nav} a[aria-current="page"]`, {
  fontWeight: vars.fontWeight.bold,
  textDecorationThickness: "3px",
});

/** The settings page's sections, one under the other. */
export const stackedSections = style({ display: "grid", gap: vars.space[6], minWidth: 0 });

/** A setting's value in the audit log: wrapped, never wider than the card. */
export const json = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontSize: vars.fontSize.sm,
  margin: 0,
});

/** The catalogue editor's card preview: the store's card at the width a grid column gives it. */
export const preview = style({ maxWidth: "24rem", minWidth: 0 });

/** A lead card's line of what the person asked. */
export const excerpt = style({
  margin: `${vars.space[1]} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});
