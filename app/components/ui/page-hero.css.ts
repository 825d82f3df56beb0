import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 75%)`,
  color: vars.color.onBrand,
  paddingBlock: vars.space[12],
  textAlign: "center",
  "@media": { [media.md]: { paddingBlock: vars.space[16] } },
});

export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.04em",
  marginBottom: vars.space[3],
});

export const title = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize["2xl"],
  maxWidth: "22em",
  marginInline: "auto",
  "@media": { [media.md]: { fontSize: vars.fontSize["4xl"] } },
});

export const lead = style({
  marginTop: vars.space[4],
  marginInline: "auto",
  maxWidth: "40em",
  fontSize: vars.fontSize.lg,
  color: "#e3ecf4",
});

export const actions = style({
  ...rules.wrapRow(vars.space[3]),
  justifyContent: "center",
  marginTop: vars.space[8],
});
