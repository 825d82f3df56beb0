import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

export const layout = style({ display: "grid", gap: vars.space[5], maxWidth: "44rem" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(7rem, max-content) 1fr",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: "anywhere" });

export const steps = style({
  display: "grid",
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: "1.25rem",
});

export const subtitle = style({ fontSize: vars.fontSize.lg });

export const actions = style({
  ...rules.wrapRow(vars.space[3]),
  "@media": { print: { display: "none" } },
});

export const seller = style({ display: "grid", fontStyle: "normal" });
