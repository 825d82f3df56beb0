import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const tabs = style({
  listStyle: "none",
  margin: `0 0 ${vars.space[8]}`,
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
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  "@media": { [media.md]: { fontSize: vars.fontSize.md } },
  transition: "background-color 150ms ease, border-color 150ms ease, color 150ms ease",
  selectors: {
    "&:hover": { borderColor: vars.color.brand },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const panelHeader = style({
  display: "grid",
  gap: vars.space[4],
  alignItems: "start",
  marginBottom: vars.space[6],
  "@media": { [media.md]: { gridTemplateColumns: "1fr auto" } },
});

export const panelTitle = style({ fontSize: vars.fontSize["2xl"] });
export const panelLead = style({ marginTop: vars.space[2], color: vars.color.textMuted });

export const upload = style({
  display: "grid",
  gap: vars.space[2],
  justifyItems: "start",
  "@media": { [media.md]: { justifyItems: "end", textAlign: "right", maxWidth: "22rem" } },
});

/** The file input stays in the accessibility tree and focus order; its label is the button. */
export const fileInput = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  opacity: 0,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
});

export const uploadLabel = style({
  selectors: {
    [`${fileInput}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "2px",
    },
  },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
  "@media": {
    [media.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const item = style({
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  boxShadow: vars.shadow.sm,
});

export const uploaded = style([item, { borderColor: vars.color.accent, borderWidth: "2px" }]);

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  objectFit: "cover",
  background: vars.color.brandSoft,
});

export const body = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[5],
  alignContent: "start",
  flexGrow: 1,
});

export const itemTitle = style({ fontSize: vars.fontSize.lg });
export const itemText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
});

export const badge = style({
  justifySelf: "start",
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const remove = style({ justifySelf: "start", marginTop: vars.space[1] });
