import { globalStyle, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/* Jump bar (inside the hero) */
export const jumpList = style([
  rules.list(vars.space[3]),
  { justifyContent: "center" },
  rules.from("sm", { display: "flex", flexWrap: "wrap" }),
]);
globalStyle(`${jumpList} a`, { width: "100%" });

/* AI Strategy Consultant Matching */
export const steps = style([rules.gridList, rules.columns.md2, rules.columns.lg4]);
export const step = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space[2],
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  padding: vars.space[6],
  boxShadow: vars.shadow.sm,
});
export const stepNumber = style([
  rules.circle("2.5rem"),
  {
    background: vars.color.brandSoft,
    color: vars.color.brandStrong,
    fontWeight: vars.fontWeight.bold,
  },
]);
export const stepTitle = style({ fontSize: vars.fontSize.lg });
export const stepText = style({ color: vars.color.textMuted });

/* Session cards */
export const sessions = style([rules.gridList, rules.columns.lg3]);
export const cell = style({ display: "grid" });
export const duration = style([
  rules.inlineRow(vars.space[2]),
  rules.softPill,
  {
    alignSelf: "flex-start",
    padding: `${vars.space[1]} ${vars.space[3]}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
]);

/* Premium Sessions */
export const premium = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "center",
  background: vars.color.surface,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space[6],
  "@media": {
    [media.md]: { padding: vars.space[10] },
    [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
  },
});
export const premiumBadge = style([
  rules.inlineRow(vars.space[2]),
  {
    color: vars.color.accentStrong,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.sm,
    marginBottom: vars.space[2],
  },
]);
export const premiumTitle = style(rules.heading(vars.fontSize["2xl"], vars.fontSize["3xl"]));
export const premiumText = style({ marginTop: vars.space[3], color: vars.color.textMuted });
export const seatList = style(rules.list(vars.space[3]));
export const seat = style([
  rules.row(vars.space[3], "baseline"),
  {
    justifyContent: "space-between",
    paddingBottom: vars.space[3],
    borderBottom: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.medium,
  },
]);
export const seatPrice = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});
export const premiumActions = style({ marginTop: vars.space[5] });

/* Monthly Business Mentorship */
export const mentorship = style({
  display: "grid",
  gap: vars.space[8],
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } },
});
export const offer = style({
  display: "grid",
  alignContent: "start",
  alignSelf: "start",
  gap: vars.space[4],
  background: `linear-gradient(160deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
  boxShadow: vars.shadow.md,
  "@media": {
    [media.md]: { padding: vars.space[8] },
    [media.lg]: { position: "sticky", top: "96px" },
  },
});
export const offerTitle = style({ color: vars.color.onBrand, fontSize: vars.fontSize.xl });
export const offerText = style({ color: "#e3ecf4" });
export const offerPrice = style({
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onBrand,
  lineHeight: 1.1,
});
export const offerList = style([rules.list(vars.space[2]), { color: vars.color.onBrand }]);
globalStyle(`${offerList} > li`, rules.row(vars.space[2], "flex-start"));
export const offerCheck = style(rules.leadingIcon("0.2em", vars.color.accent));
export const categoriesTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space[4] });
export const categories = style([rules.list(vars.space[4]), rules.columns.md2]);
export const category = style([
  rules.box(vars.radius.md),
  { padding: vars.space[5] },
  // The fifth group takes the whole last row rather than leaving a gap beside it.
  rules.from("md", { selectors: { "&:last-child:nth-child(odd)": { gridColumn: "1 / -1" } } }),
]);
export const categoryTitle = style([
  rules.row(vars.space[2]),
  { fontSize: vars.fontSize.md, marginBottom: vars.space[3] },
]);
export const categoryIcon = style({ flexShrink: 0, color: vars.color.accentStrong });
export const categoryServices = style([rules.bulletList, rules.smallMuted]);
