import { style } from "@vanilla-extract/css";
import * as dialog from "~/components/ui/dialog.css";
import { media, vars } from "~/styles/theme.css";

/** The site's dialog, narrower and edge to edge so the promotion image fills its top. */
export const content = style([
  dialog.content,
  { width: "min(92vw, 440px)", maxHeight: "92vh", padding: 0 },
]);

export const image = style({
  width: "100%",
  height: "auto",
  aspectRatio: "1 / 1",
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  maxHeight: "46vh",
  objectFit: "cover",
});
export const body = style({ padding: vars.space[6] });
export const title = style({ fontSize: vars.fontSize.xl });
export const description = style({ marginTop: vars.space[2], color: vars.color.textMuted });
export const actions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  marginTop: vars.space[6],
  "@media": { [media.sm]: { flexDirection: "row" } },
});
export const close = style({
  position: "absolute",
  top: vars.space[2],
  right: vars.space[2],
  background: "rgba(255, 255, 255, 0.9)",
  color: vars.color.text,
});
