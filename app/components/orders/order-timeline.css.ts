import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[3],
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const step = style({
  position: "relative",
  display: "grid",
  gap: vars.space[1],
  paddingInlineStart: vars.space[4],
  selectors: {
    "&::before": {
      content: '""',
      position: "absolute",
      insetInlineStart: "-7px",
      top: "0.35em",
      width: "12px",
      height: "12px",
      borderRadius: "50%",
      background: vars.color.brand,
    },
  },
});

export const label = style({ fontWeight: vars.fontWeight.bold });

export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const message = style({ margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
