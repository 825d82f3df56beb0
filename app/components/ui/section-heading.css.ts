import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/** A section heading's size without its centring and margin (`sectionHeading` has both). */
export const largeHeading = style({
  fontSize: vars.fontSize["2xl"],
  "@media": { [media.md]: { fontSize: vars.fontSize["3xl"] } },
});

/** A centred column: a closing heading, its text and its button, one under the other. */
export const centered = style({
  display: "grid",
  justifyItems: "center",
  textAlign: "center",
  gap: vars.space[4],
});
