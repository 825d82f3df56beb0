import { style } from "@vanilla-extract/css";
import * as dialog from "~/components/ui/dialog.css";
import { media, vars } from "~/styles/theme.css";

/** The site's dialog, narrower and edge to edge so the promotion image fills its top. */
export const content = style([
  dialog.content,
  { width: "min(92vw, 440px)", maxHeight: "92vh", padding: 0 },
]);

/** The banner on phones keeps its own shape; from 480 px the square flyer, at most 46vh tall. */
export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  objectFit: "cover",
  "@media": { "(min-width: 480px)": { aspectRatio: "1 / 1", maxHeight: "46vh" } },
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
