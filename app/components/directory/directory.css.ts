import { style } from "@vanilla-extract/css";
import { iconBadge } from "~/components/ui/card.css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

export const icon = style([iconBadge, { flexShrink: 0 }]);

export const detail = style([
  rules.surface,
  {
    boxShadow: vars.shadow.md,
    outline: "none",
    "@media": { [media.md]: { padding: vars.space[10] } },
    selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}` } },
  },
]);

export const detailHeader = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[4],
  marginBottom: vars.space[6],
  "@media": { [media.sm]: { flexDirection: "row" } },
});

export const detailTitle = style({ fontSize: vars.fontSize.xl });
export const detailLead = style({ marginTop: vars.space[2], color: vars.color.textMuted });

export const detailGrid = style({
  display: "grid",
  gap: vars.space[8],
  "@media": { [media.md]: { gridTemplateColumns: "1.3fr 1fr" } },
});

export const detailHeading = style({
  fontSize: vars.fontSize.md,
  marginBottom: vars.space[2],
  selectors: { "& + &, p + &, ul + &": { marginTop: vars.space[6] } },
});

export const detailText = style({ color: vars.color.text });

export const helpBox = style({
  alignSelf: "start",
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space[4],
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
  padding: vars.space[6],
});

export const back = style({ marginTop: vars.space[6] });
export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: vars.fontWeight.medium,
});

export const closing = style({ textAlign: "center", display: "grid", justifyItems: "center" });
export const closingText = style({
  marginTop: vars.space[3],
  marginBottom: vars.space[8],
  maxWidth: vars.width.narrow,
  color: vars.color.textMuted,
});
