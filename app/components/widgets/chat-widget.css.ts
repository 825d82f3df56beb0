import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { launcherDockedBottom, floatingInset, phoneOnly } from "./floating.css";

/** Bottom right (the scroll-to-top button sits bottom left), under toasts and dialogs. */
export const launcher = style({
  position: "fixed",
  right: vars.space[4],
  bottom: floatingInset,
  zIndex: vars.zIndex.popup,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.lg,
  cursor: "pointer",
  transition: "background-color 150ms ease, transform 150ms ease",
  selectors: {
    "&:hover": { background: vars.color.brandStrong, transform: "translateY(-1px)" },
  },
  "@media": { [phoneOnly]: { bottom: launcherDockedBottom } },
});
