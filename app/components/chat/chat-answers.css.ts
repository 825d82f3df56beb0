import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({
  display: "grid",
  gap: vars.space[2],
  margin: `${vars.space[2]} 0 0`,
  padding: 0,
  listStyle: "none",
});

export const item = style({ display: "grid", gap: vars.space[1] });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "32px",
  fontWeight: vars.fontWeight.medium,
});
