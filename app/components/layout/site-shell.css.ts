import { style } from "@vanilla-extract/css";
import { media } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", minHeight: "100vh" });
export const main = style({
  flex: 1,
  paddingTop: "64px",
  outline: "none",
  "@media": { [media.lg]: { paddingTop: "72px" } },
});
