import { style } from "@vanilla-extract/css";
import { floatingClearance } from "~/components/widgets/floating.css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

export const footer = style({
  background: vars.color.brandStrong,
  color: "#dbe6f0",
  paddingTop: vars.space[12],
  paddingBottom: vars.space[8],
  marginTop: "auto",
  // The floating chat and scroll-to-top buttons end the page over this space, not over the text
  // (on a phone they have a bar of their own).
  "@media": { [media.md]: { paddingBottom: floatingClearance } },
});

export const grid = style({
  display: "grid",
  gap: vars.space[8],
  "@media": { [media.md]: { gridTemplateColumns: "2fr 1fr 1fr" } },
});

export const brand = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: "#ffffff",
});

export const heading = style({
  fontSize: vars.fontSize.sm,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: "#ffffff",
  marginBottom: vars.space[3],
});

export const list = style(rules.list(vars.space[1]));

export const link = style({
  ...rules.inlineRow(vars.space[2]),
  minHeight: "44px",
  color: "#ffffff",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const bottom = style({
  borderTop: "1px solid rgba(255,255,255,0.18)",
  marginTop: vars.space[8],
  paddingTop: vars.space[6],
  fontSize: vars.fontSize.sm,
});
