import { globalStyle, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/* The four service cards: one column on phones, two from md, four from xl. */
export const serviceGrid = style([rules.gridList, rules.columns.md2, rules.columns.xl4]);
globalStyle(`${serviceGrid} > li`, { display: "flex" });
globalStyle(`${serviceGrid} > li > article`, { flexGrow: 1 });

/* The gallery filter: link pills, the selected one filled. */
export const filters = style([rules.centeredRow, { margin: `0 0 ${vars.space[4]}` }]);

export const filter = style([
  rules.pillLink,
  {
    border: `2px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    transition: "background-color 150ms ease, border-color 150ms ease, color 150ms ease",
    "@media": { [media.md]: { fontSize: vars.fontSize.md } },
    selectors: {
      "&:hover": { borderColor: vars.color.brand },
      "&[aria-current]": {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
    },
  },
]);

export const count = style({
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space[6],
});

/* The gallery. */
export const gallery = style([rules.gridList, rules.columns.sm2, rules.columns.lg3]);

/** An entry; once the page is hydrated its button covers the whole card. */
export const entry = style([
  rules.box(),
  {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    overflow: "hidden",
    boxShadow: vars.shadow.sm,
    transition: "box-shadow 150ms ease",
    selectors: {
      "&:hover": { boxShadow: vars.shadow.md },
      "&:has(button:focus-visible)": {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: "2px",
      },
    },
  },
]);

export const image = style(rules.photo("3 / 2"));

export const body = style(rules.photoCardBody);

export const serviceTag = style([
  rules.softPill,
  {
    justifySelf: "start",
    padding: `2px ${vars.space[3]}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const entryTitle = style({ fontSize: vars.fontSize.lg });

/** 'View Project': a text button (the <summary> before hydration, a <button> after). */
export const trigger = style([
  rules.plainSummary,
  rules.inlineRow(vars.space[1]),
  {
    justifySelf: "start",
    minHeight: "44px",
    padding: 0,
    border: "none",
    background: "none",
    color: vars.color.brand,
    fontWeight: vars.fontWeight.medium,
    textDecoration: "underline",
    textUnderlineOffset: "3px",
    cursor: "pointer",
    selectors: { "&:hover": { color: vars.color.brandStrong } },
  },
]);

/** After hydration the button's box covers the card, so the whole entry selects it. */
export const stretched = style({
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
  },
});

export const details = style({ display: "grid", gap: vars.space[2] });
globalStyle(`${details}[open] [data-chevron]`, { transform: "rotate(180deg)" });

export const detailText = style(rules.smallMuted);

export const dialogBody = style({ display: "grid", gap: vars.space[4], marginTop: vars.space[4] });
export const dialogImage = style(rules.image);
export const dialogText = style({ color: vars.color.text });
export const detailActions = style(rules.wrapRow(vars.space[2]));
