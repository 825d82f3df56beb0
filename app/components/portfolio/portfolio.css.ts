import { style } from "@vanilla-extract/css";
import { columns, gridList } from "~/components/ui/card.css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

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

export const grid = style([gridList, columns.sm2, columns.lg3]);

export const item = style([
  rules.surface,
  { display: "flex", flexDirection: "column", padding: 0, overflow: "hidden" },
]);

export const uploaded = style([item, { borderColor: vars.color.accent, borderWidth: "2px" }]);

export const image = style(rules.photo("3 / 2"));

export const body = style(rules.photoCardBody);

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
