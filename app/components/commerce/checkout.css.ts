import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: vars.space[8],
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const notice = style({
  display: "grid",
  gap: vars.space[3],
  alignContent: "start",
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.surfaceAlt,
});

export const noticeTitle = style({ fontSize: vars.fontSize.xl });
