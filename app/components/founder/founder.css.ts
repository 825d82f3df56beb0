import { globalStyle, style } from "@vanilla-extract/css";
import { pillLink } from "~/components/ui/link-tabs.css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/* Jump bar */
export const jumpBar = style({
  background: vars.color.brandSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space[3],
});
export const jumpLink = style([
  pillLink,
  { gap: vars.space[2], selectors: { "&:hover": { borderColor: vars.color.brand } } },
]);

/* Intro */
export const intro = style({
  display: "grid",
  gap: vars.space[8],
  alignItems: "center",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 300px) 1fr" } },
});
export const portrait = style({
  width: "100%",
  maxWidth: "220px",
  justifySelf: "center",
  "@media": { [media.md]: { maxWidth: "300px" } },
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});
export const introName = style({ fontSize: vars.fontSize["2xl"] });
export const introRole = style({
  marginTop: vars.space[1],
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.medium,
});
export const introText = style({ marginTop: vars.space[4], color: vars.color.textMuted });

/* Strategy Seats */
export const seats = style([
  rules.gridList,
  rules.columns.md2,
  { margin: "0 auto", maxWidth: "960px" },
]);
export const seatMeta = style({
  ...rules.wrapRow(vars.space[2]),
  alignItems: "baseline",
  justifyContent: "space-between",
});
export const duration = style({
  ...rules.inlineRow(vars.space[1]),
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
export const listTitle = style({
  fontSize: vars.fontSize.md,
  marginTop: vars.space[2],
});

/* Power Talks */
export const talks = style([
  rules.gridList,
  rules.columns.md2,
  rules.columns.lg3,
  { gap: vars.space[5] },
]);
export const talkNumber = style({
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.06em",
});
export const talkTitle = style({ fontSize: vars.fontSize.lg });
export const talkSubtitle = style(rules.smallMuted);
export const talkActions = style({ marginTop: "auto", paddingTop: vars.space[2] });

export const speakingActions = style({
  ...rules.wrapRow(vars.space[3]),
  justifyContent: "center",
  marginTop: vars.space[10],
});

/* A <details> that reads like the dialog's trigger button (before JavaScript, and without it). */
export const details = style({ width: "100%" });
export const summary = style(rules.plainSummary);
export const detailsBody = style({
  display: "grid",
  gap: vars.space[3],
  marginTop: vars.space[4],
  textAlign: "left",
});
globalStyle(`${details}[open] > ${summary} [data-chevron]`, { transform: "rotate(180deg)" });

export const dialogBody = style({ display: "grid", gap: vars.space[3], marginTop: vars.space[4] });
export const takeawaysTitle = style({ fontSize: vars.fontSize.md, marginTop: vars.space[2] });
export const dialogActions = style({ marginTop: vars.space[2] });

/* Training partnerships */
export const format = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
});
export const quote = style({
  ...rules.centeredStack(vars.space[3]),
  marginTop: vars.space[10],
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.onBrand,
});
export const quoteTitle = style({ color: vars.color.onBrand, fontSize: vars.fontSize.xl });
export const quoteText = style({ color: "#e3ecf4", maxWidth: "40em" });
globalStyle(`${quote} a`, { color: vars.color.onBrand });
