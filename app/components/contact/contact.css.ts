import { globalStyle, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space[8],
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});

export const formCard = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space[6],
});

export const formTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space[4] });

export const aside = style({
  display: "grid",
  gap: vars.space[4],
  justifyItems: "start",
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
});

export const asideTitle = style({ fontSize: vars.fontSize.lg });

export const details = style(rules.list(vars.space[3]));

globalStyle(`${details} li`, rules.row(vars.space[3]));
globalStyle(`${details} svg`, { flexShrink: 0, color: vars.color.brand });
