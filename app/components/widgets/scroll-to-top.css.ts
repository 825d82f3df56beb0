import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const button = style({
  position: "fixed",
  left: vars.space[4],
  bottom: vars.space[4],
  zIndex: vars.zIndex.popup,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.md,
  selectors: { "&:hover": { background: vars.color.brandStrong } },
});
