import { style } from "@vanilla-extract/css";
import { media } from "~/styles/theme.css";
import { testBandOffset } from "./test-mode-band.css";

export const page = style({ display: "flex", flexDirection: "column", minHeight: "100vh" });
export const main = style({
  flex: 1,
  paddingTop: `calc(64px + ${testBandOffset})`,
  outline: "none",
  "@media": { [media.lg]: { paddingTop: `calc(72px + ${testBandOffset})` } },
});
