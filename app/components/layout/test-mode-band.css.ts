import { createVar, fallbackVar, globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const height = createVar();

/** How far the fixed header and the page's top sit below the top: the band's height, or 0. */
export const testBandOffset = fallbackVar(height, "0px");

/** On the page when the band shows: the header and the content move down by its height. */
export const withTestBand = style({ vars: { [height]: "2rem" } });

// A link to a heading lands below the band and the header.
globalStyle(`html:has(${withTestBand})`, { scrollPaddingTop: "calc(88px + 2rem)" });

export const band = style({
  position: "fixed",
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.navbar,
  height: testBandOffset,
  margin: 0,
  paddingInline: vars.space[4],
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  // Dark blue on amber: 7.9:1.
  background: vars.color.accent,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});
