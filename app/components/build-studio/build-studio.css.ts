import { globalStyle, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/** The 'Need Help' box: the brand band with the call's price and its booking button. */
export const needHelp = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "center",
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space[8],
  boxShadow: vars.shadow.md,
  "@media": {
    [media.md]: { gridTemplateColumns: "auto 1fr auto", padding: vars.space[10] },
  },
});

export const needHelpIcon = style({
  display: "inline-grid",
  placeItems: "center",
  width: "3.5rem",
  height: "3.5rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const needHelpTitle = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xl,
  "@media": { [media.md]: { fontSize: vars.fontSize["2xl"] } },
});

export const needHelpText = style({ marginTop: vars.space[2], color: "#e3ecf4", maxWidth: "40em" });

export const needHelpOffer = style({
  display: "grid",
  gap: vars.space[3],
  justifyItems: "start",
  "@media": { [media.md]: { justifyItems: "center", textAlign: "center" } },
});

export const needHelpPrice = style({
  ...rules.row(vars.space[2], "baseline"),
  color: vars.color.onBrand,
});

export const needHelpAmount = style({
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.accent,
});

/** The packages: one column on phones, two from md, three from lg; every card as tall as its row. */
export const packages = style({
  ...rules.list(vars.space[6]),
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});
globalStyle(`${packages} > li`, { display: "flex" });
globalStyle(`${packages} > li > article`, { flexGrow: 1 });
