import { style } from "@vanilla-extract/css";
import * as rules from "~/components/ui/style-rules";
import { vars } from "~/styles/theme.css";

/** The page's panels: the signed-in pages' shared panel. */
export { panel as card } from "~/components/ui/card.css";

export const tiles = style({
  display: "grid",
  gap: vars.space[4],
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const tile = style({ ...rules.panel, alignContent: "start", gap: vars.space[2] });

export const figure = style({
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
});

export const cell = style({
  padding: `${vars.space[1]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
});

export const number = style([cell, { textAlign: "right" }]);

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[3],
  alignItems: "end",
});

export const nav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[4],
  listStyle: "none",
  margin: `0 0 ${vars.space[4]}`,
  padding: 0,
});
