import { style } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

/** The account pages' panel, narrow and centred. */
export const card = style({ ...rules.panel, maxWidth: "36rem", marginInline: "auto" });

export const title = style({ fontSize: vars.fontSize.xl });

export const lead = style({ color: vars.color.textMuted });

export const toggle = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
});

/** A calm note above the form (why the visitor is asked to sign in), not an error. */
export const notice = style({
  background: vars.color.brandSoft,
  color: vars.color.text,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  marginBlock: vars.space[4],
});

/** "Fields marked * are required." */
export const requiredNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
