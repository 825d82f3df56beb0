import { globalStyle, style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

/** The site's form controls: one look for every input, label, error and form-level alert. */

export const stack = style({ display: "grid", gap: vars.space[4] });

export const row = style({
  display: "grid",
  gap: vars.space[4],
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), 1fr))",
});

export const field = style({ display: "grid", gap: vars.space[1], minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const optional = style({ fontWeight: "normal", color: vars.color.textMuted });

/**
 * The label of a required field, with an asterisk drawn by CSS: the control says `required` to
 * assistive technology, and the label's name stays its words.
 */
export const requiredLabel = style([
  label,
  {
    "::after": { content: '" *" / ""', color: vars.color.danger, fontWeight: "normal" },
  },
]);

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const control = style({
  width: "100%",
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const input = control;
export const textarea = style([control, { minHeight: "7rem", resize: "vertical" }]);

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const fieldset = style({ border: "none", padding: 0, margin: 0, minWidth: 0 });

export const legend = style([label, { padding: 0, marginBottom: vars.space[2] }]);

export const choices = style({
  display: "grid",
  gap: vars.space[2],
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))",
});

export const choice = style({
  ...rules.row(vars.space[2]),
  minHeight: "44px",
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
});

globalStyle(`${choice} input`, {
  width: "1.15rem",
  height: "1.15rem",
  accentColor: vars.color.brand,
});

export const alert = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  ...rules.wrapRow(vars.space[3]),
  alignItems: "center",
});

/** A form on the dark brand panels (the home page's newsletter section): light labels and errors. */
export const onDark = style({ textAlign: "start" });

globalStyle(`${onDark} label, ${onDark} legend`, { color: vars.color.onBrand });
globalStyle(`${onDark} ${error}`, { color: "#ffd7d2" });
globalStyle(`${onDark} ${alert}`, { color: vars.color.danger });
