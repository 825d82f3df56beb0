import { globalStyle, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/* Why choose us: the highest grant secured beside the list of reasons. */

export const why = style({
  display: "grid",
  gap: vars.space[6],
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr)" } },
});

export const highlight = style({
  ...rules.centeredStack(vars.space[2]),
  alignContent: "center",
  margin: 0,
  padding: vars.space[8],
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.md,
});

export const highlightIcon = style({ color: vars.color.accent });

export const highlightAmount = style({
  fontSize: vars.fontSize["4xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  color: vars.color.onBrand,
});

export const highlightLabel = style({ color: "#e3ecf4", fontWeight: vars.fontWeight.medium });

export const reasons = style(rules.list(vars.space[3]));

export const reason = style({
  ...rules.row(vars.space[3], "flex-start"),
  ...rules.box(vars.radius.md),
  padding: vars.space[4],
});

export const reasonIcon = style(rules.leadingIcon("2px", vars.color.success));

export const reasonTitle = style({ display: "block", color: vars.color.brandStrong });

export const reasonText = style({ marginTop: vars.space[1], ...rules.smallMuted });

export const book = style({ ...rules.centeredStack(vars.space[3]), marginTop: vars.space[10] });

export const bookText = style({ color: vars.color.textMuted, maxWidth: "36em" });

/* G Club+: how the credits work beside the membership card. */

export const club = style({
  display: "grid",
  gap: vars.space[8],
  alignItems: "start",
  maxWidth: "960px",
  marginInline: "auto",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const stepsTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space[4] });

export const steps = style({ ...rules.list(vars.space[4]), counterReset: "step" });

export const step = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `0 ${vars.space[4]}`,
  alignItems: "start",
  counterIncrement: "step",
  selectors: {
    "&::before": {
      content: "counter(step)",
      gridRow: "span 2",
      ...rules.circle("2.5rem"),
      display: "grid",
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const stepTitle = style({ fontSize: vars.fontSize.md, color: vars.color.brandStrong });

export const stepText = style({ color: vars.color.textMuted });

/* Grant Research and Grant Writing. */

export const services = style([rules.gridList, rules.columns.md2]);

export const points = style(rules.list(vars.space[2]));
globalStyle(`${points} > li`, rules.row(vars.space[2], "flex-start"));

export const check = style(rules.leadingIcon("0.2em", vars.color.success));

/* Research packages. */

export const packages = style([rules.gridList, rules.columns.md2, rules.columns.xl4]);

/** A package card's head: the icon above the title, so long titles get the card's width. */
export const packageHead = style({ display: "grid", gap: vars.space[3], justifyItems: "start" });

/** A grid cell that stretches its card to the row height. */
export const cell = style({ display: "grid" });
