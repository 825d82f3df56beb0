import type { StyleRule } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

/*
 * The shared styles as style objects, to merge into a `style()` of a `.css.ts` file when a
 * property must change: `style([rules.surface, { padding: 0 }])`.
 *
 * Composing a class of another file (`style([card.surface, { padding: 0 }])`) is fine only when it
 * adds properties. It cannot override one: each route's style sheet may load before the shared
 * one, and then the shared class wins. A merged object ends up in the composing file's own rule.
 */

const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** Equal columns from a breakpoint up (merge `sm2` and `lg4` for two steps). */
export const columns = {
  sm2: { "@media": { [media.sm]: { gridTemplateColumns: track(2) } } },
  md2: { "@media": { [media.md]: { gridTemplateColumns: track(2) } } },
  md3: { "@media": { [media.md]: { gridTemplateColumns: track(3) } } },
  lg3: { "@media": { [media.lg]: { gridTemplateColumns: track(3) } } },
  lg4: { "@media": { [media.lg]: { gridTemplateColumns: track(4) } } },
} satisfies Record<string, StyleRule>;

/** A list without bullets or indent, laid out as a one-column grid. */
export const gridList = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[6],
} satisfies StyleRule;

/** A list without bullets or indent, its items in centred rows that wrap. */
export const centeredRow = {
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
} satisfies StyleRule;

/** A card's box (white, bordered, rounded, a faint shadow), without a layout. */
export const surface = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
  boxShadow: vars.shadow.sm,
} satisfies StyleRule;

/** A card: its box, with its content in a column. */
export const card = {
  ...surface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[3],
} satisfies StyleRule;

/** A panel of the account pages (sign-in, the account, the dashboard): raised, content in a grid. */
export const panel = {
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space[6],
  display: "grid",
  gap: vars.space[4],
} satisfies StyleRule;

const badge = { display: "inline-flex", alignItems: "center", justifyContent: "center" } as const;

/** A 48-pixel tile for an icon, on the soft brand colour. */
export const iconBadge = {
  ...badge,
  width: "48px",
  height: "48px",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
} satisfies StyleRule;

/** A round badge on the accent colour; give it its size. */
export const accentBadge = {
  ...badge,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
} satisfies StyleRule;

/** A card's picture: full width, rounded, on the soft brand colour while it loads. */
export const image = {
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
} satisfies StyleRule;

/** A card's picture cropped to 16:9. */
export const wideImage = {
  ...image,
  aspectRatio: "16 / 9",
  objectFit: "cover",
} satisfies StyleRule;

/** A rounded panel on the brand gradient, for a closing call to action. */
export const callout = {
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  borderRadius: vars.radius.lg,
  padding: vars.space[8],
  textAlign: "center",
  "@media": { [media.md]: { padding: vars.space[12] } },
} satisfies StyleRule;
