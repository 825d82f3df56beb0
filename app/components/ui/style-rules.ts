import type { StyleRule } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

// Merge these objects rather than compose another file's class: its sheet may load later and win.

const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const columns = {
  sm2: { "@media": { [media.sm]: { gridTemplateColumns: track(2) } } },
  md2: { "@media": { [media.md]: { gridTemplateColumns: track(2) } } },
  md3: { "@media": { [media.md]: { gridTemplateColumns: track(3) } } },
  lg3: { "@media": { [media.lg]: { gridTemplateColumns: track(3) } } },
  lg4: { "@media": { [media.lg]: { gridTemplateColumns: track(4) } } },
} satisfies Record<string, StyleRule>;

export const gridList = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
} satisfies StyleRule;

export const centeredRow = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
} satisfies StyleRule;

export const surface = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
  boxShadow: vars.shadow.sm,
} satisfies StyleRule;

export const card = {
  ...surface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
} satisfies StyleRule;

export const panel = {
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space[6],
  display: "grid",
  gap: vars.space[4],
} satisfies StyleRule;

const badge = { display: "inline-flex", alignItems: "center", justifyContent: "center" } as const;

export const iconBadge = {
  ...badge,
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
} satisfies StyleRule;

export const accentBadge = {
  ...badge,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
} satisfies StyleRule;

export const image = {
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
} satisfies StyleRule;

export const wideImage = {
  ...image,
  aspectRatio: "16 / 9",
  objectFit: "cover",
} satisfies StyleRule;

export const callout = {
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space[8],
  textAlign: "center",
  "@media": { [media.md]: { padding: vars.space[12] } },
} satisfies StyleRule;
