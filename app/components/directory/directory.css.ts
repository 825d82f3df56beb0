import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const steps = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const step = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
  boxShadow: vars.shadow.sm,
});

export const stepNumber = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space[3],
});

export const stepTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[2] });
export const stepText = style({ color: vars.color.textMuted });

export const tabsNav = style({ marginBottom: vars.space[8] });

export const tabs = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
});

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.brandSoft },
    "&[aria-current='true']": {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const detail = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space[6],
  outline: "none",
  "@media": { [media.md]: { padding: vars.space[10] } },
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}` } },
});

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

export const checklist = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[2],
});

globalStyle(`${checklist} > li`, { display: "flex", alignItems: "flex-start", gap: vars.space[2] });

export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: "3px" });

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

export const helpList = style({
  margin: 0,
  paddingLeft: vars.space[5],
  display: "grid",
  gap: vars.space[1],
});

export const back = style({ marginTop: vars.space[6] });
export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: vars.fontWeight.medium,
});

export const closing = style({ textAlign: "center", display: "grid", justifyItems: "center" });
export const closingTitle = style({
  fontSize: vars.fontSize["2xl"],
  "@media": { [media.md]: { fontSize: vars.fontSize["3xl"] } },
});
export const closingText = style({
  marginTop: vars.space[3],
  marginBottom: vars.space[8],
  maxWidth: vars.width.narrow,
  color: vars.color.textMuted,
});
