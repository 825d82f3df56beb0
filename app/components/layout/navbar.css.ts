import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { media, vars } from "~/styles/theme.css";
import { testBandOffset } from "./test-mode-band.css";

export const header = style({
  position: "fixed",
  insetInline: 0,
  top: testBandOffset,
  zIndex: vars.zIndex.navbar,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: "background-color 200ms ease, box-shadow 200ms ease",
  selectors: {
    "&[data-scrolled='true']": {
      background: "rgba(255, 255, 255, 0.85)",
      backdropFilter: "saturate(180%) blur(10px)",
      boxShadow: vars.shadow.md,
      borderBottomColor: "transparent",
    },
  },
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  minHeight: "64px",
  "@media": { [media.lg]: { minHeight: "72px", gap: vars.space[4] } },
});

export const logo = style({
  ...rules.inlineRow(vars.space[2]),
  minHeight: "44px",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.brandStrong,
  textDecoration: "none",
  whiteSpace: "nowrap",
});

/** Below 360 px the name yields its room to "Sign In" (still read out: the logo says "BTE"). */
export const logoName = style({
  "@media": {
    "screen and (max-width: 359px)": rules.hiddenFromSight,
  },
});

export const desktopList = style({
  display: "none",
  listStyle: "none",
  margin: 0,
  padding: 0,
  gap: vars.space[1],
  "@media": { [media.lg]: { display: "flex" } },
});

export const link = style({
  ...rules.inlineRow(vars.space[1]),
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt, color: vars.color.brand },
    "&[aria-current='page']": {
      color: vars.color.brand,
      background: vars.color.brandSoft,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
});

export const mobileMenu = style({
  "@media": { [media.lg]: { display: "none" } },
});

export const toggle = style({
  listStyle: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.sm,
  color: vars.color.brandStrong,
  cursor: "pointer",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.surfaceAlt },
  },
});

/** Parts of the toggle shown only while the menu is open / closed (works without JavaScript). */
export const whenOpen = style({
  display: "none",
  selectors: { "details[open] > summary &": { display: "inline-flex" } },
});
export const whenClosed = style({
  display: "inline-flex",
  selectors: { "details[open] > summary &": { display: "none" } },
});

export const panel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  maxHeight: `calc(100vh - 64px - ${testBandOffset})`,
  overflowY: "auto",
});

export const mobileList = style({
  listStyle: "none",
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[4]} ${vars.space[4]}`,
  display: "grid",
  gap: vars.space[1],
});

export const mobileLink = style([link, { width: "100%", fontSize: vars.fontSize.md }]);

/** The mobile menu's Sign Out is a form button drawn like the links around it. */
export const mobileButton = style({
  border: "none",
  background: "transparent",
  font: "inherit",
  cursor: "pointer",
  textAlign: "start",
});
