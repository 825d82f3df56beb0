import { globalStyle } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  scrollPaddingTop: "88px",
  WebkitTextSizeAdjust: "100%",
  "@media": { "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } },
});

globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("h1, h2, h3, h4", {
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  color: vars.color.brandStrong,
});
globalStyle("p", { margin: 0 });
globalStyle("img, svg, video", { display: "block", maxWidth: "100%" });
globalStyle("img", { height: "auto" });
globalStyle("a", { color: vars.color.brand, textUnderlineOffset: "3px" });
globalStyle("button, input, select, textarea", { font: "inherit" });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

globalStyle("*", {
  "@media": {
    [media.reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
