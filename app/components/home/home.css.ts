import { style } from "@vanilla-extract/css";
import { columns, gridList, iconBadge } from "~/components/ui/card.css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 70%)`,
  color: vars.color.onBrand,
  paddingBlock: vars.space[12],
  "@media": { [media.md]: { paddingBlock: vars.space[16] } },
});

export const heroGrid = style({
  display: "grid",
  gap: vars.space[8],
  alignItems: "center",
  "@media": { [media.lg]: { gridTemplateColumns: "1.2fr 1fr" } },
});

export const eyebrow = style({
  display: "inline-block",
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.04em",
  marginBottom: vars.space[3],
});

export const heroTitle = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize["2xl"],
  "@media": { [media.md]: { fontSize: vars.fontSize["4xl"] } },
});

export const heroLead = style({
  marginTop: vars.space[4],
  fontSize: vars.fontSize.lg,
  color: "#e3ecf4",
  maxWidth: "36em",
});

export const heroActions = style({
  ...rules.wrapRow(vars.space[3]),
  marginTop: vars.space[8],
});

export const heroImage = style({
  display: "none",
  width: "100%",
  maxWidth: "520px",
  justifySelf: "center",
  "@media": { [media.lg]: { display: "block" } },
});

export const pillars = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space[4],
  marginTop: vars.space[10],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const pillar = style({
  background: "rgba(255, 255, 255, 0.08)",
  border: "1px solid rgba(255, 255, 255, 0.2)",
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
});

export const pillarTitle = style({ color: vars.color.accent, fontSize: vars.fontSize.xl });
export const pillarSummary = style({ marginTop: vars.space[1], color: "#e3ecf4" });
export const pillarList = style({
  margin: `${vars.space[3]} 0 0`,
  paddingLeft: vars.space[5],
  display: "grid",
  gap: vars.space[1],
});

export const cardGrid = style([gridList, columns.md3]);
export const cardIcon = style([iconBadge, { marginBottom: vars.space[4] }]);
export const cardTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space[2] });

export const affiliates = style([
  rules.gridList,
  {
    gridTemplateColumns: "repeat(2, 1fr)",
    gap: vars.space[4],
    "@media": { [media.sm]: { gridTemplateColumns: "repeat(3, 1fr)" } },
  },
]);

export const affiliate = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space[2],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  textAlign: "center",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const testimonials = style([gridList, columns.md2]);

export const videoWrap = style({ maxWidth: "880px", marginInline: "auto" });
export const welcome = style({ color: "inherit", maxWidth: "36em", marginInline: "auto" });

export const newsletterTitle = style({ color: vars.color.onBrand, fontSize: vars.fontSize["2xl"] });
export const newsletterTopics = style([rules.centeredRow, { margin: `${vars.space[6]} 0 0` }]);
export const topic = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: "rgba(255, 255, 255, 0.12)",
  fontSize: vars.fontSize.sm,
});
