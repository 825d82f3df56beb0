import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

/** The page's panels: the signed-in pages' shared panel. */
export { panel as card } from "~/components/ui/card.css";

export const tabs = style({
  ...rules.wrapRow(vars.space[2]),
  listStyle: "none",
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.brand },
    "&[aria-current='page']": {
      color: vars.color.brand,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
});

export const title = style({ fontSize: vars.fontSize.xl });

export const facts = style({ display: "grid", gap: vars.space[3], margin: 0 });

export const term = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const definition = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: "anywhere",
});

export const security = style({
  display: "grid",
  gap: vars.space[3],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

export const subtitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const steps = style({
  display: "grid",
  gap: vars.space[4],
  paddingInlineStart: vars.space[5],
});

export const qr = style({
  display: "block",
  marginTop: vars.space[2],
  background: "#fff",
  borderRadius: vars.radius.md,
});

export const secret = style({
  display: "inline-block",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.05em",
  wordBreak: "break-all",
});

export const cancel = style({ marginTop: vars.space[2] });

/** "Authenticator app", "Text message (SMS)": the ways to get a code, under the subtitle. */
export const option = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
  marginTop: vars.space[2],
});

/** The recovery codes shown once: two columns of monospaced codes on a tinted card. */
export const recoveryCodes = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[4],
  listStyle: "none",
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.05em",
});

/** The signed-in devices: one card per session, the browser on top and its dates below. */
export const sessions = style({
  display: "grid",
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const session = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: `${vars.space[1]} ${vars.space[2]}`,
  padding: vars.space[3],
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  overflowWrap: "anywhere",
});

export const badge = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.sm,
});

export const sessionDates = style({
  flexBasis: "100%",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** "Your details": the profile form, set apart from the facts above it. */
export const details = style({
  display: "grid",
  gap: vars.space[4],
  marginBlock: vars.space[6],
  paddingTop: vars.space[6],
  borderTop: `1px solid ${vars.color.border}`,
});
