import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

export const founder = style({
  display: "grid",
  gap: vars.space[8],
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "auto 1fr", gap: vars.space[12] } },
});
export const founderPhoto = style({
  width: "200px",
  height: "200px",
  justifySelf: "center",
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.md,
  "@media": { [media.md]: { width: "240px", height: "240px" } },
});
export const founderName = style({
  marginTop: vars.space[2],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});
export const founderTitle = style({
  display: "inline-block",
  marginTop: vars.space[1],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.06em",
});
export const biography = style({
  display: "grid",
  gap: vars.space[4],
  marginTop: vars.space[5],
  color: vars.color.text,
  maxWidth: "44em",
});
export const founderActions = style({
  ...rules.wrapRow(vars.space[3]),
  marginTop: vars.space[8],
});

/** Seven cards: 2 a row on phones, 3 from `md`, 4 from `lg`; the last row is centred. */
export const team = style([
  rules.centeredRow,
  { gap: vars.space[4], "@media": { [media.md]: { gap: vars.space[6] } } },
]);
export const member = style([
  rules.card,
  {
    alignItems: "center",
    textAlign: "center",
    flex: `0 1 calc((100% - ${vars.space[4]}) / 2)`,
    // Two a row even when a long word ("Consultations") is wider than a narrow phone's column.
    minWidth: 0,
    hyphens: "auto",
    overflowWrap: "break-word",
    "@media": {
      [media.md]: { flexBasis: `calc((100% - 2 * ${vars.space[6]}) / 3)` },
      [media.lg]: { flexBasis: `calc((100% - 3 * ${vars.space[6]}) / 4)` },
    },
  },
]);
export const memberPhoto = style({
  width: "96px",
  height: "96px",
  borderRadius: vars.radius.pill,
  "@media": { [media.md]: { width: "120px", height: "120px" } },
});
export const memberName = style({
  fontSize: vars.fontSize.md,
  "@media": { [media.md]: { fontSize: vars.fontSize.lg } },
});
export const memberRole = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const memberService = style({
  ...rules.inlineRow(vars.space[1]),
  marginTop: "auto",
  paddingTop: vars.space[2],
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
