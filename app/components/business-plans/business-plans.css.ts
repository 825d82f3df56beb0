import { globalStyle, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/* The Business Plan Factory: track record, selling points and the consultation box. */

export const stats = style([
  rules.list(vars.space[4]),
  { margin: `0 auto ${vars.space[10]}`, maxWidth: "900px", textAlign: "center" },
  rules.columns.md3,
]);

export const stat = style({
  display: "grid",
  gap: vars.space[1],
  padding: vars.space[5],
  ...rules.box(),
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

export const points = style([
  rules.list(vars.space[4]),
  { margin: `0 0 ${vars.space[8]}` },
  rules.columns.md3,
]);

export const point = style(rules.row(vars.space[3], "flex-start"));

export const pointIcon = style(rules.leadingIcon("2px", vars.color.success));

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
  ...rules.heading(vars.fontSize.xl, vars.fontSize["2xl"]),
  textAlign: "center",
  marginBottom: vars.space[6],
});

/* A plan card: price, turnaround and the collapsible "What's Included" list. */

export const turnaround = style({
  ...rules.row(vars.space[2]),
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const included = style({
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const summary = style([
  rules.plainSummary,
  rules.row(vars.space[3]),
  {
    justifyContent: "space-between",
    minHeight: "48px",
    paddingInline: vars.space[1],
    cursor: "pointer",
    fontWeight: vars.fontWeight.medium,
    color: vars.color.brand,
    borderRadius: vars.radius.sm,
    selectors: { "&:hover": { background: vars.color.surfaceAlt } },
  },
]);

export const chevron = style({
  flexShrink: 0,
  transition: "transform 200ms ease",
  "@media": { [media.reducedMotion]: { transition: "none" } },
});
globalStyle(`${included}[open] ${chevron}`, { transform: "rotate(180deg)" });

export const includedList = style({
  ...rules.list(vars.space[2]),
  padding: `${vars.space[1]} ${vars.space[1]} ${vars.space[4]}`,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${includedList} > li`, rules.row(vars.space[2], "flex-start"));

export const check = style(rules.leadingIcon("3px", vars.color.success));

/** A grid cell that stretches its card to the row height. */
export const cell = style({ display: "grid" });
