import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const nav = style({ margin: `0 0 ${vars.space[5]}` });

/** The phone's one line; the tabs take over from the `sm` breakpoint. */
export const menu = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  "@media": { [media.sm]: { display: "none" } },
});

export const summary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: "44px",
  padding: `0 ${vars.space[4]}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"▾"', marginInlineStart: "auto", fontSize: vars.fontSize.sm },
    [`${menu}[open] &::after`]: { content: '"▴"' },
  },
});

export const summaryLabel = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const menuList = style({
  listStyle: "none",
  margin: 0,
  padding: `0 0 ${vars.space[2]}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const tabs = style({
  display: "none",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [media.sm]: { display: "flex", flexWrap: "wrap", gap: vars.space[2] },
  },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `0 ${vars.space[4]}`,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  borderRadius: vars.radius.pill,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.surface },
  },
});

globalStyle(`${menuList} ${link}`, { borderRadius: 0 });
globalStyle(`${tabs} ${link}`, { border: `1px solid ${vars.color.border}` });
