import { style } from "@vanilla-extract/css";
import { hiddenFromSight } from "./rules";
import { media, vars } from "./theme.css";

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(hiddenFromSight);

export const container = style({
  width: "100%",
  maxWidth: vars.width.content,
  marginInline: "auto",
  paddingInline: vars.space[4],
  "@media": { [media.md]: { paddingInline: vars.space[6] } },
});

export const section = style({
  paddingBlock: vars.space[12],
  "@media": { [media.md]: { paddingBlock: vars.space[16] } },
});

export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);

export const sectionHeading = style({
  fontSize: vars.fontSize["2xl"],
  textAlign: "center",
  marginBottom: vars.space[3],
  "@media": { [media.md]: { fontSize: vars.fontSize["3xl"] } },
});

export const sectionLead = style({
  textAlign: "center",
  color: vars.color.textMuted,
  maxWidth: vars.width.narrow,
  marginInline: "auto",
  marginBottom: vars.space[10],
});

export const skipLink = style({
  position: "absolute",
  left: vars.space[2],
  top: "-100px",
  zIndex: 100,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus": { top: vars.space[2] } },
});
