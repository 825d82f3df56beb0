import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";

/**
 * Every layer (poster, video, status, mute button, error panel) shares one grid cell. The poster
 * or the video (both with width/height attributes, so the browser knows the aspect ratio before
 * anything loads) sets the height; no inline styles are needed, which the CSP forbids.
 */
export const root = style({
  position: "relative",
  display: "grid",
  width: "100%",
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  isolation: "isolate",
});

globalStyle(`${root} > *`, { gridArea: "1 / 1" });
/** Without JavaScript the plain <video> covers the poster and the loading placeholder. */
globalStyle(`${root} > noscript`, { zIndex: 3 });

export const frame = style({
  display: "block",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.lg,
  background: vars.color.brandStrong,
  objectFit: "contain",
});

const onDarkFocus = {
  outline: `3px solid ${vars.color.onBrand}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 6px ${vars.color.focus}`,
};

globalStyle(`${root} video:focus-visible`, onDarkFocus);

const pulse = keyframes({
  "0%, 100%": { opacity: 0.35 },
  "50%": { opacity: 1 },
});

export const status = style({
  zIndex: 1,
  alignSelf: "end",
  justifySelf: "center",
  ...rules.inlineRow(vars.space[2]),
  margin: vars.space[4],
  padding: `${vars.space[1]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: "rgba(10, 39, 64, 0.85)",
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    "&::before": {
      content: '""',
      width: "8px",
      height: "8px",
      borderRadius: "50%",
      background: vars.color.accent,
      animation: `${pulse} 1.2s ease-in-out infinite`,
    },
  },
});

export const muteButton = style({
  zIndex: 2,
  alignSelf: "start",
  justifySelf: "end",
  margin: vars.space[3],
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  padding: 0,
  borderRadius: vars.radius.pill,
  border: "2px solid rgba(255, 255, 255, 0.75)",
  background: "rgba(10, 39, 64, 0.8)",
  color: vars.color.onBrand,
  cursor: "pointer",
  transition: "background-color 150ms ease",
  selectors: {
    "&:hover": { background: vars.color.brand },
    "&:focus-visible": onDarkFocus,
  },
});

export const errorPanel = style({
  zIndex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[3],
  padding: `${vars.space[6]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  textAlign: "center",
  "@media": { [media.sm]: { padding: vars.space[6] } },
});

export const errorTitle = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.lg,
  "@media": { [media.sm]: { fontSize: vars.fontSize.xl } },
});

export const errorText = style({ color: vars.color.brandSoft });

export const retryButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: "44px",
  marginTop: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  border: "none",
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  "@media": { [media.sm]: { fontSize: vars.fontSize.md, paddingInline: vars.space[5] } },
  cursor: "pointer",
  selectors: {
    "&:hover": { background: "#e5972a" },
    "&:focus-visible": onDarkFocus,
  },
});
