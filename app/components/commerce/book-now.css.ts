import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const status = style({ textAlign: "center", marginBottom: vars.space[6] });

export const empty = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space[3],
  textAlign: "center",
  padding: vars.space[8],
});
