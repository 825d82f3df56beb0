import { style } from "@vanilla-extract/css";
import { accentBadge, columns, gridList } from "~/components/ui/card.css";
import { media, vars } from "~/styles/theme.css";

export const offer = style({
  display: "grid",
  gap: vars.space[8],
  alignItems: "center",
  "@media": { [media.lg]: { gridTemplateColumns: "1fr 1fr" } },
});

export const illustration = style({
  width: "100%",
  maxWidth: "560px",
  justifySelf: "center",
  borderRadius: vars.radius.lg,
});

export const offerCard = style({
  display: "grid",
  gap: vars.space[4],
  padding: vars.space[5],
  "@media": { [media.md]: { padding: vars.space[8] } },
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const offerTitle = style({ fontSize: vars.fontSize.xl });

export const codeRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[3],
});

export const code = style({
  display: "inline-block",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.12em",
});

export const discount = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const priceLine = style({ color: vars.color.textMuted });
export const steps = style([gridList, columns.md3, { counterReset: "step" }]);

export const stepNumber = style([
  accentBadge,
  {
    width: "44px",
    height: "44px",
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.lg,
  },
]);

export { centered as cta } from "~/components/ui/section-heading.css";

export const disclosure = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  maxWidth: "48em",
});
