import { style, styleVariants } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  border: "2px solid transparent",
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  textDecoration: "none",
  cursor: "pointer",
  transition:
    "background-color 150ms ease, color 150ms ease, border-color 150ms ease, transform 150ms ease",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: { "&:hover": { background: "#e5972a" } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { "&:hover": { background: vars.color.brandStrong } },
    },
  ],
  outline: [
    base,
    {
      background: "transparent",
      color: vars.color.brand,
      borderColor: vars.color.brand,
      selectors: { "&:hover": { background: vars.color.brandSoft } },
    },
  ],
  outlineLight: [
    base,
    {
      background: "transparent",
      color: vars.color.onBrand,
      borderColor: vars.color.onBrand,
      selectors: { "&:hover": { background: "rgba(255,255,255,0.12)" } },
    },
  ],
  ghost: [
    base,
    {
      background: "transparent",
      color: vars.color.text,
      selectors: { "&:hover": { background: vars.color.surfaceAlt } },
    },
  ],
});

export const iconButton = style({
  ...rules.roundIconButton,
  selectors: { "&:hover": { background: "rgba(15, 35, 60, 0.08)" } },
});
