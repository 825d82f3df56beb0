import { globalStyle, style } from "@vanilla-extract/css";
import { centered } from "~/components/ui/section-heading.css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

export const list = style({
  display: "grid",
  gap: vars.space[3],
  maxWidth: vars.width.narrow,
  marginInline: "auto",
});

export const item = style([
  rules.surface,
  {
    borderRadius: vars.radius.md,
    padding: 0,
    transition: "border-color 150ms ease, box-shadow 150ms ease",
    selectors: {
      "&[open]": { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
    },
  },
]);

export const summary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  minHeight: "56px",
  padding: `${vars.space[3]} ${vars.space[5]}`,
  listStyle: "none",
  cursor: "pointer",
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.md,
  color: vars.color.brandStrong,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.surfaceAlt },
  },
  "@media": { [media.md]: { fontSize: vars.fontSize.lg } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  transition: "transform 200ms ease",
});
globalStyle(`${item}[open] ${chevron}`, { transform: "rotate(180deg)" });

export const answer = style({
  padding: `0 ${vars.space[5]} ${vars.space[5]}`,
  color: vars.color.textMuted,
});

export const cta = style([centered, { maxWidth: vars.width.narrow, marginInline: "auto" }]);

export const ctaActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[3],
});
