import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const bar = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space[3],
  paddingBlock: vars.space[8],
});
export const heading = style({ fontSize: vars.fontSize.lg });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
});
