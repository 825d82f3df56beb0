import { keyframes, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

const rise = keyframes({
  from: { opacity: 0, transform: "translateY(8px)" },
  to: { opacity: 1, transform: "none" },
});

/** Above the launcher (56 px + gaps), never taller than the screen below the navbar. */
export const panel = style({
  position: "fixed",
  right: vars.space[4],
  bottom: "84px",
  zIndex: vars.zIndex.popup,
  display: "flex",
  flexDirection: "column",
  width: "min(380px, calc(100vw - 32px))",
  height: "min(600px, calc(100vh - 170px))",
  minHeight: "280px",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflow: "hidden",
  animation: `${rise} 160ms ease-out`,
  selectors: { "&[hidden]": { display: "none" } },
});

export const header = style({
  ...rules.row(vars.space[3]),
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  flexShrink: 0,
});

export const title = style({
  flex: 1,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.md,
});

export const close = style({
  ...rules.roundIconButton,
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.14)" } },
});

export const log = style({
  flex: 1,
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space[2],
  padding: vars.space[4],
  background: vars.color.surfaceAlt,
});

const bubble = style({
  maxWidth: "85%",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.45,
  overflowWrap: "anywhere",
});

export const assistant = style([
  bubble,
  {
    alignSelf: "flex-start",
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    borderBottomLeftRadius: vars.radius.sm,
  },
]);

export const user = style([
  bubble,
  {
    alignSelf: "flex-end",
    background: vars.color.brand,
    color: vars.color.onBrand,
    borderBottomRightRadius: vars.radius.sm,
  },
]);

export const form = style({
  display: "flex",
  gap: vars.space[2],
  padding: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: "44px",
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  background: vars.color.surface,
});

export const send = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: "none",
  background: vars.color.accent,
  color: vars.color.onAccent,
  cursor: "pointer",
  selectors: { "&:hover": { background: "#e5972a" } },
});

export const footer = style({
  padding: `0 ${vars.space[3]} ${vars.space[3]}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const links = style(rules.wrapRow(`0 ${vars.space[4]}`));

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontWeight: vars.fontWeight.medium,
});

/** "Send this to the team": a link's look, a button's job (it opens the form in the panel). */
export const linkButton = style([
  link,
  {
    padding: 0,
    border: "none",
    background: "none",
    color: vars.color.brand,
    textDecoration: "underline",
    cursor: "pointer",
    font: "inherit",
    fontWeight: vars.fontWeight.medium,
  },
]);

/** The team form in place of the conversation, scrolling inside the panel on short screens. */
export const team = style({
  flex: 1,
  overflowY: "auto",
  padding: vars.space[4],
  background: vars.color.surfaceAlt,
});

export const teamTitle = style({ fontSize: vars.fontSize.md, marginBottom: vars.space[1] });

export const teamIntro = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space[3],
});
