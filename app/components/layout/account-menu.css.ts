import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/** Desktop only: the mobile menu lists Account and Sign Out itself. */
export const area = style({
  display: "none",
  "@media": { [media.lg]: { display: "block" } },
});

/** Signed out, "Sign In" stays in the bar at every width, beside the phone's menu toggle. */
export const signInArea = style({
  marginInlineStart: "auto",
  "@media": { [media.lg]: { marginInlineStart: 0 } },
});

export const menu = style({ position: "relative" });

export const trigger = style([
  rules.plainSummary,
  rules.inlineRow(vars.space[1]),
  {
    minHeight: "44px",
    padding: `${vars.space[2]} ${vars.space[3]}`,
    borderRadius: vars.radius.sm,
    color: vars.color.brandStrong,
    fontWeight: vars.fontWeight.medium,
    fontSize: vars.fontSize.sm,
    textDecoration: "none",
    whiteSpace: "nowrap",
    cursor: "pointer",
    selectors: { "&:hover": { background: vars.color.surfaceAlt } },
  },
]);

export const panel = style({
  position: "absolute",
  insetInlineEnd: 0,
  top: "100%",
  minWidth: "12rem",
  ...rules.list(vars.space[1]),
  padding: vars.space[2],
  ...rules.box(vars.radius.md),
  boxShadow: vars.shadow.lg,
});

export const item = style({
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceAlt, color: vars.color.brand } },
});
