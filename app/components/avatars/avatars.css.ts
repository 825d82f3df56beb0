import { style } from "@vanilla-extract/css";
import { callout as calloutBox } from "~/components/ui/callout.css";
import { centered } from "~/components/ui/section-heading.css";
import { vars } from "~/styles/theme.css";

export const features = style({ fontSize: vars.fontSize.sm });

export const price = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `0 ${vars.space[2]}`,
  marginTop: vars.space[2],
});
export const priceSuffix = style({ color: vars.color.textMuted });

export const callout = style([calloutBox, centered]);
export const calloutText = style({ color: "#e3ecf4", maxWidth: "36em" });
