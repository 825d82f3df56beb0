import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/* The four service cards: one column on phones, two from md, four from xl. */
export const serviceGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.xl]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
globalStyle(`${serviceGrid} > li`, { display: "flex" });
globalStyle(`${serviceGrid} > li > article`, { flexGrow: 1 });

/* The gallery filter: link pills, the selected one filled. */
export const filters = style({
  listStyle: "none",
  margin: `0 0 ${vars.space[4]}`,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
});

export const filter = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
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
});

export const count = style({
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space[6],
});

/* The gallery. */
export const gallery = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

/** An entry; once the page is hydrated its button covers the whole card. */
export const entry = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
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
});

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  background: vars.color.brandSoft,
});

export const body = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[5],
  alignContent: "start",
  flexGrow: 1,
});

export const serviceTag = style({
  justifySelf: "start",
  padding: `2px ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const entryTitle = style({ fontSize: vars.fontSize.lg });

/** 'View Project': a text button (the <summary> before hydration, a <button> after). */
export const trigger = style({
  justifySelf: "start",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[1],
  minHeight: "44px",
  padding: 0,
  border: "none",
  background: "none",
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { color: vars.color.brandStrong },
  },
});

/** After hydration the button's box covers the card, so the whole entry selects it. */
export const stretched = style({
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:focus-visible": { outline: "none" },
  },
});

export const details = style({ display: "grid", gap: vars.space[2] });
globalStyle(`${details}[open] [data-chevron]`, { transform: "rotate(180deg)" });

export const detailText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dialogBody = style({ display: "grid", gap: vars.space[4], marginTop: vars.space[4] });
export const dialogImage = style({
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const dialogText = style({ color: vars.color.text });
export const detailActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2] });
