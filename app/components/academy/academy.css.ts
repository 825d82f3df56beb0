import { style } from "@vanilla-extract/css";
import { accentBadge, columns, gridList } from "~/components/ui/card.css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/** The academy's cards have more room from `md`. */
const cardBase = style([rules.surface, { "@media": { [media.md]: { padding: vars.space[8] } } }]);

export const programs = style([gridList, columns.md2]);

export const program = style([
  cardBase,
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space[3],
    borderTop: `4px solid ${vars.color.accent}`,
  },
]);

export const programIcon = style([
  rules.iconBadge,
  { width: "56px", height: "56px", background: vars.color.brand, color: vars.color.onBrand },
]);

export const audience = style({
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
export const smallHeading = style({ fontSize: vars.fontSize.md, marginTop: vars.space[2] });

export const modules = style([
  rules.gridList,
  rules.columns.md2,
  rules.columns.lg4,
  { gap: vars.space[4] },
]);
export const moduleNumber = style({
  display: "block",
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentStrong,
  marginBottom: vars.space[2],
});
export const moduleTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[2] });

export const benefit = style({ display: "flex", alignItems: "flex-start", gap: vars.space[4] });
export const benefitIcon = style([
  rules.iconBadge,
  { flexShrink: 0, borderRadius: vars.radius.pill },
]);
export const benefitTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[1] });

export const quotes = style([gridList, columns.lg3]);

export const twoColumns = style([columns.md2, { display: "grid", gap: vars.space[6] }]);
export const panel = style([
  cardBase,
  { display: "flex", flexDirection: "column", gap: vars.space[4] },
]);
export const panelTitle = style({
  ...rules.row(vars.space[2]),
  fontSize: vars.fontSize.xl,
});
export const pricingHighlight = style({
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  borderLeft: `4px solid ${vars.color.accent}`,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const pricingText = style({ color: vars.color.text });
export const pricingLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: vars.fontWeight.medium,
});

export const interestIcon = style([accentBadge, { width: "64px", height: "64px" }]);
export const interestText = style({ maxWidth: vars.width.narrow, color: vars.color.text });
export const interestContact = style({ maxWidth: vars.width.narrow, color: vars.color.textMuted });
export const inlineLink = style({
  display: "inline-block",
  paddingBlock: vars.space[2],
  fontWeight: vars.fontWeight.medium,
});

/** The Program Interest Form's card: left-aligned inside the centred interest section. */
export const interestForm = style({
  width: "100%",
  maxWidth: vars.width.narrow,
  textAlign: "start",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space[6],
  "@media": { [media.md]: { padding: vars.space[8] } },
});
export const interestFormTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space[4] });
