import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const search = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  alignItems: "flex-end",
  maxWidth: "40rem",
  margin: `0 auto ${vars.space[8]}`,
});

export const searchField = style({ display: "grid", gap: vars.space[1], flex: "1 1 16rem" });

export const searchLabel = style({ fontWeight: vars.fontWeight.medium });

export const searchInput = style({
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: { "&:focus-visible": { borderColor: vars.color.brand } },
});

export const status = style({ textAlign: "center", marginBottom: vars.space[6] });

export const empty = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space[3],
  textAlign: "center",
  padding: vars.space[8],
});
