import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { iconButtonDockedBottom, floatingInset, phoneOnly } from "./floating.css";

export const button = style({
  position: "fixed",
  left: vars.space[4],
  bottom: floatingInset,
  zIndex: vars.zIndex.popup,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.md,
  selectors: { "&:hover": { background: vars.color.brandStrong } },
  "@media": { [phoneOnly]: { bottom: iconButtonDockedBottom } },
});
