import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const muted = style({ color: vars.color.textMuted });

const cardBase = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space[6],
  "@media": { [media.md]: { padding: vars.space[8] } },
});

export const programs = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const program = style([
  cardBase,
  {
    display: "flex",
    flexDirection: "column",
    gap: vars.space[3],
    borderTop: `4px solid ${vars.color.accent}`,
  },
]);

export const programIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const programTitle = style({ fontSize: vars.fontSize.xl });
export const audience = style({
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
export const smallHeading = style({ fontSize: vars.fontSize.md, marginTop: vars.space[2] });
export const outcomes = style({
  margin: 0,
  paddingLeft: vars.space[5],
  display: "grid",
  gap: vars.space[1],
});

export const modules = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[4],
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
export const module = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space[6],
});
export const moduleNumber = style({
  display: "block",
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentStrong,
  marginBottom: vars.space[2],
});
export const moduleTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[2] });

export const statsBand = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  paddingBlock: vars.space[10],
});
export const bandHeading = style({
  textAlign: "center",
  color: "inherit",
  fontSize: vars.fontSize.xl,
  marginBottom: vars.space[6],
});
export const statsList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[6],
  textAlign: "center",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
export const statNumber = style({
  display: "block",
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  color: vars.color.accent,
  "@media": { [media.md]: { fontSize: vars.fontSize["3xl"] } },
});
export const statLabel = style({ display: "block", marginTop: vars.space[1] });

export const benefits = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});
export const benefit = style({ display: "flex", alignItems: "flex-start", gap: vars.space[4] });
export const benefitIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});
export const benefitTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[1] });

export const quotes = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});
export const quote = style([
  cardBase,
  { margin: 0, height: "100%", display: "flex", flexDirection: "column", gap: vars.space[4] },
]);
export const quoteText = style({ margin: 0 });
export const quoteFooter = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  marginTop: "auto",
});
export const avatar = style({ borderRadius: vars.radius.pill, flexShrink: 0 });
export const quoteAuthor = style({
  display: "block",
  fontStyle: "normal",
  fontWeight: vars.fontWeight.bold,
});
export const quoteDetail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const twoColumns = style({
  display: "grid",
  gap: vars.space[6],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const panel = style([
  cardBase,
  { display: "flex", flexDirection: "column", gap: vars.space[4] },
]);
export const panelTitle = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  fontSize: vars.fontSize.xl,
});
export const locationImage = style({
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const pricingHighlight = style({
  padding: `${vars.space[4]} ${vars.space[5]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  borderLeft: `4px solid ${vars.color.accent}`,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const pricingText = style({ color: vars.color.text });
export const pricingLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: vars.fontWeight.medium,
});

export const interest = style({
  display: "grid",
  justifyItems: "center",
  textAlign: "center",
  gap: vars.space[4],
});
export const interestIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "64px",
  height: "64px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
});
export const interestTitle = style({
  fontSize: vars.fontSize["2xl"],
  "@media": { [media.md]: { fontSize: vars.fontSize["3xl"] } },
});
export const interestText = style({ maxWidth: vars.width.narrow, color: vars.color.text });
export const interestContact = style({ maxWidth: vars.width.narrow, color: vars.color.textMuted });
export const inlineLink = style({
  display: "inline-block",
  paddingBlock: vars.space[2],
  fontWeight: vars.fontWeight.medium,
});
