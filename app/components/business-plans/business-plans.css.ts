import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/* The Business Plan Factory: track record, selling points and the consultation box. */

export const stats = style({
  listStyle: "none",
  margin: `0 auto ${vars.space[10]}`,
  padding: 0,
  maxWidth: "900px",
  display: "grid",
  gap: vars.space[4],
  textAlign: "center",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const stat = style({
  display: "grid",
  gap: vars.space[1],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
});

export const statNumber = style({
  fontSize: vars.fontSize["3xl"],
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  color: vars.color.brandStrong,
});

export const statLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const points = style({
  listStyle: "none",
  margin: `0 0 ${vars.space[8]}`,
  padding: 0,
  display: "grid",
  gap: vars.space[4],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const point = style({ display: "flex", gap: vars.space[3], alignItems: "flex-start" });

export const pointIcon = style({ flexShrink: 0, marginTop: "2px", color: vars.color.success });

export const pointTitle = style({
  display: "block",
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.md,
});

export const pointText = style({ color: vars.color.textMuted, marginTop: vars.space[1] });

export const consultation = style({
  display: "grid",
  gap: vars.space[4],
  alignItems: "center",
  justifyItems: "start",
  marginBottom: vars.space[12],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
  "@media": {
    [media.md]: { gridTemplateColumns: "1fr auto", padding: `${vars.space[6]} ${vars.space[8]}` },
  },
});

export const consultationTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.brandStrong,
});

export const consultationText = style({ color: vars.color.textMuted, marginTop: vars.space[1] });

export const plansHeading = style({
  fontSize: vars.fontSize.xl,
  textAlign: "center",
  marginBottom: vars.space[6],
  "@media": { [media.md]: { fontSize: vars.fontSize["2xl"] } },
});

/* A plan card: price, turnaround and the collapsible "What's Included" list. */

export const turnaround = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[2],
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const included = style({
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const summary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[3],
  minHeight: "48px",
  paddingInline: vars.space[1],
  listStyle: "none",
  cursor: "pointer",
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
  borderRadius: vars.radius.sm,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.surfaceAlt },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: "transform 200ms ease",
  "@media": { [media.reducedMotion]: { transition: "none" } },
});
globalStyle(`${included}[open] ${chevron}`, { transform: "rotate(180deg)" });

export const includedList = style({
  listStyle: "none",
  margin: 0,
  padding: `${vars.space[1]} ${vars.space[1]} ${vars.space[4]}`,
  display: "grid",
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});
globalStyle(`${includedList} > li`, {
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space[2],
});

export const check = style({ flexShrink: 0, marginTop: "3px", color: vars.color.success });

/** A grid cell that stretches its card to the row height. */
export const cell = style({ display: "grid" });
