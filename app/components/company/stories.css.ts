import { globalStyle, style } from "@vanilla-extract/css";
import { columns, gridList } from "~/components/ui/card.css";
import { vars } from "~/styles/theme.css";

export const list = style([gridList, columns.lg3]);
export const header = style({ display: "flex", alignItems: "center", gap: vars.space[4] });
export const portrait = style({
  flexShrink: 0,
  width: "72px",
  height: "72px",
  borderRadius: vars.radius.pill,
  objectFit: "cover",
  background: vars.color.brandSoft,
});
export const business = style({ fontSize: vars.fontSize.lg });
export const client = style({ fontWeight: vars.fontWeight.medium, color: vars.color.brand });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const resultsTitle = style({
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
});
export const results = style({
  margin: 0,
  paddingLeft: vars.space[5],
  display: "grid",
  gap: vars.space[1],
});
globalStyle(`${results} li::marker`, { color: vars.color.accentStrong });
export const testimonial = style({
  position: "relative",
  margin: 0,
  padding: vars.space[4],
  paddingLeft: vars.space[12],
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  fontStyle: "italic",
});
globalStyle(`${testimonial} blockquote`, { margin: 0 });
export const quoteIcon = style({
  position: "absolute",
  left: vars.space[4],
  top: vars.space[4],
  color: vars.color.accentStrong,
});
export const cite = style({
  marginTop: vars.space[2],
  fontStyle: "normal",
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
