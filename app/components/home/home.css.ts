import { style } from "@vanilla-extract/css";
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
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[3],
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

export const cardGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
  boxShadow: vars.shadow.sm,
});

export const cardIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  marginBottom: vars.space[4],
});

export const cardTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space[2] });
export const cardText = style({ color: vars.color.textMuted });

export const statsBand = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  paddingBlock: vars.space[10],
});
export const statsBandLight = style({
  background: vars.color.brandSoft,
  paddingBlock: vars.space[10],
});

export const statsList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: vars.space[6],
  textAlign: "center",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, 1fr)" } },
});

export const statNumber = style({
  display: "block",
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
});
export const statLabel = style({ display: "block", marginTop: vars.space[1] });
export const bandHeading = style({
  textAlign: "center",
  color: "inherit",
  fontSize: vars.fontSize.xl,
  marginBottom: vars.space[6],
});

export const affiliates = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: vars.space[4],
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

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

export const testimonials = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, 1fr)" } },
});

export const quote = style([
  card,
  { margin: 0, display: "flex", flexDirection: "column", gap: vars.space[4] },
]);
export const quoteText = style({ fontSize: vars.fontSize.md, margin: 0 });
export const quoteFooter = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  marginTop: "auto",
});
export const quoteAuthor = style({
  fontWeight: vars.fontWeight.bold,
  fontStyle: "normal",
  display: "block",
});
export const quoteCompany = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const avatar = style({ borderRadius: vars.radius.pill, flexShrink: 0 });

export const videoWrap = style({ maxWidth: "880px", marginInline: "auto" });
export const welcome = style({ color: "inherit", maxWidth: "36em", marginInline: "auto" });

export const newsletter = style({
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space[8],
  textAlign: "center",
  "@media": { [media.md]: { padding: vars.space[12] } },
});

export const newsletterTitle = style({ color: vars.color.onBrand, fontSize: vars.fontSize["2xl"] });
export const newsletterText = style({
  marginTop: vars.space[3],
  color: "#e3ecf4",
  maxWidth: "40em",
  marginInline: "auto",
});
export const newsletterTopics = style({
  listStyle: "none",
  margin: `${vars.space[6]} 0 0`,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
});
export const topic = style({
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: "rgba(255, 255, 255, 0.12)",
  fontSize: vars.fontSize.sm,
});
