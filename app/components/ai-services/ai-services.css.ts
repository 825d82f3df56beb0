import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/* The services area's quick-jump list (the search is ui/service-search). */

export const jumpNav = style({ marginTop: vars.space[8] });

/** One scrollable row on phones; wrapped and centred from tablets up. */
export const jumpList = style({
  ...rules.bareList,
  padding: `${vars.space[1]} 0 ${vars.space[3]}`,
  display: "flex",
  gap: vars.space[2],
  overflowX: "auto",
  scrollSnapType: "x proximity",
  "@media": {
    [media.md]: { flexWrap: "wrap", justifyContent: "center", overflowX: "visible" },
  },
});
globalStyle(`${jumpList} > li`, { flexShrink: 0, scrollSnapAlign: "start" });

export const jumpLink = style([
  rules.pillLink,
  {
    gap: vars.space[2],
    fontSize: vars.fontSize.sm,
    boxShadow: vars.shadow.sm,
    transition: "background-color 150ms ease, border-color 150ms ease",
    selectors: {
      "&:hover": { background: vars.color.brandSoft, borderColor: vars.color.brand },
    },
  },
]);

export const noResults = style({
  ...rules.centeredStack(vars.space[3]),
  maxWidth: vars.width.narrow,
  marginInline: "auto",
  marginTop: vars.space[8],
  padding: vars.space[8],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const noResultsTitle = style({ fontSize: vars.fontSize.lg });

/* One category section. */

export const categoryHead = style({
  ...rules.centeredStack(vars.space[3]),
  marginBottom: vars.space[6],
});

export const categoryIcon = style({
  ...rules.circle("3.5rem"),
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const categoryTitle = style(rules.heading(vars.fontSize.xl, vars.fontSize["2xl"]));

export const categoryIntro = style({ color: vars.color.textMuted, maxWidth: "40em" });

export const banners = style([
  rules.list(vars.space[3]),
  { marginBottom: vars.space[6] },
  rules.columns.md2,
]);

const bannerBase = style({
  ...rules.row(vars.space[3]),
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const banner = styleVariants({
  payLater: [
    bannerBase,
    {
      background: "#fff4e0",
      border: `1px solid ${vars.color.accent}`,
      color: vars.color.text,
    },
  ],
  turnaround: [
    bannerBase,
    {
      background: vars.color.brandSoft,
      border: `1px solid #b9cde0`,
      color: vars.color.brandStrong,
    },
  ],
});

export const bannerIcon = style({ flexShrink: 0 });
globalStyle(`${banner.payLater} ${bannerIcon}`, { color: vars.color.accentStrong });

/* The consultation card: a wide strip above the service cards. */

export const consultation = style({
  display: "grid",
  gap: vars.space[4],
  alignItems: "center",
  marginBottom: vars.space[6],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.brand}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  "@media": {
    [media.md]: { gridTemplateColumns: "auto minmax(0, 1fr) auto", gap: vars.space[6] },
  },
});

export const consultationEyebrow = style({
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const consultationTitle = style({ fontSize: vars.fontSize.lg, marginBlock: vars.space[1] });

export const consultationAside = style({
  ...rules.wrapRow(vars.space[4]),
  alignItems: "center",
  "@media": { [media.md]: { flexDirection: "column", alignItems: "flex-end" } },
});

/* The service and premium cards: 3 or 4 of them. */

const cardsBase = style([rules.gridList, rules.columns.md2]);
globalStyle(`${cardsBase} > li`, { display: "grid" });
// Four cards share a row on wide screens: titles one step smaller than the catalogue's default.
globalStyle(`${cardsBase} h4`, { fontSize: vars.fontSize.lg });

export const cards = styleVariants({
  /** Two services and the package: the package spans the second row on tablets. */
  three: [cardsBase, rules.columns.lg3],
  /** Three services and the package: two by two, then one row on wide screens. */
  four: [cardsBase, rules.columns.xl4],
  /** What a search left: as many as fit. */
  other: [cardsBase, rules.columns.lg3],
});

globalStyle(`${cards.three} > li:last-child:nth-child(odd)`, {
  "@media": {
    [media.md]: { gridColumn: "1 / -1" },
    [media.lg]: { gridColumn: "auto" },
  },
});
