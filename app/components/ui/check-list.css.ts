import { style, styleVariants } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

export const list = style([rules.gridList, { gap: vars.space[2] }]);

export const item = styleVariants({
  circle: { display: "flex", alignItems: "flex-start", gap: vars.space[2] },
  tick: {
    display: "grid",
    gridTemplateColumns: "20px 1fr",
    gap: vars.space[2],
    alignItems: "start",
  },
});

export const icon = styleVariants({
  circle: { color: vars.color.success, flexShrink: 0, marginTop: "3px" },
  tick: { marginTop: "4px", color: vars.color.success },
});
