import type { StyleRule } from "@vanilla-extract/css";
import { media, vars } from "./theme.css";

/*
 * The shared styles as style objects, to merge into a `style()` of a `.css.ts` file when a
 * property must change: `style([rules.surface, { padding: 0 }])`.
 *
 * Composing a class of another file (`style([card.surface, { padding: 0 }])`) is fine only when it
 * adds properties. It cannot override one: each route's style sheet may load before the shared
 * one, and then the shared class wins. A merged object ends up in the composing file's own rule.
 * Spread an object where the rule has no `@media` or `selectors` of its own; a spread would replace
 * them, `style([...])` merges them.
 */

type Breakpoint = Exclude<keyof typeof media, "reducedMotion">;

/** A rule that applies from a breakpoint up. */
export const from = (breakpoint: Breakpoint, rule: StyleRule): StyleRule => ({
  "@media": { [media[breakpoint]]: rule },
});

const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
const columnsFrom = (breakpoint: Breakpoint, count: number) =>
  from(breakpoint, { gridTemplateColumns: track(count) });

/** Equal columns from a breakpoint up (merge `sm2` and `lg4` for two steps). */
export const columns = {
  sm2: columnsFrom("sm", 2),
  md2: columnsFrom("md", 2),
  md3: columnsFrom("md", 3),
  lg3: columnsFrom("lg", 3),
  lg4: columnsFrom("lg", 4),
  xl4: columnsFrom("xl", 4),
} satisfies Record<string, StyleRule>;

/** A list without bullets or indent. */
/** Hidden on screen, read by screen readers. */
export const hiddenFromSight = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
} satisfies StyleRule;

export const bareList = { listStyle: "none", margin: 0, padding: 0 } satisfies StyleRule;

/** A list without bullets or indent, laid out as a one-column grid with `gap` between items. */
export const list = (gap: string) => ({ ...bareList, display: "grid", gap }) satisfies StyleRule;

/** A list without bullets or indent, laid out as a one-column grid. */
export const gridList = list(vars.space[6]);

/** Items in a row, centred across it (or aligned as `alignItems` says), `gap` apart. */
export const row = (gap: string, alignItems = "center") =>
  ({ display: "flex", alignItems, gap }) satisfies StyleRule;

/** `row` for an inline box (a badge, a label with its icon). */
export const inlineRow = (gap: string, alignItems = "center") =>
  ({ display: "inline-flex", alignItems, gap }) satisfies StyleRule;

/** A bulleted list, its items close together. */
export const bulletList = {
  margin: 0,
  paddingLeft: vars.space[5],
  display: "grid",
  gap: vars.space[1],
} satisfies StyleRule;

/** Items in a row that wraps, `gap` apart. */
export const wrapRow = (gap: string) =>
  ({ display: "flex", flexWrap: "wrap", gap }) satisfies StyleRule;

/** A column of centred items and text, `gap` apart. */
export const centeredStack = (gap: string) =>
  ({ display: "grid", justifyItems: "center", gap, textAlign: "center" }) satisfies StyleRule;

/** A heading one size on phones and another from `md`. */
export const heading = (size: string, mdSize: string) =>
  ({ fontSize: size, ...from("md", { fontSize: mdSize }) }) satisfies StyleRule;

/** Secondary text: muted and small. */
export const smallMuted = {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
} satisfies StyleRule;

/** An icon before a line of text: it keeps its size and lines up with the text's first line. */
export const leadingIcon = (marginTop: string, color: string) =>
  ({ flexShrink: 0, marginTop, color }) satisfies StyleRule;

/** A pill on the soft brand colour (a tag, a duration). */
export const softPill = {
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
} satisfies StyleRule;

/** A circle of `size` with its content centred. */
export const circle = (size: string) =>
  ({
    display: "inline-grid",
    placeItems: "center",
    width: size,
    height: size,
    borderRadius: vars.radius.pill,
  }) satisfies StyleRule;

/** A `<summary>` without the browser's disclosure triangle. */
export const plainSummary = {
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
} satisfies StyleRule;

/** A bordered box on the surface colour, rounded by `radius`. */
export const box = (radius: string = vars.radius.lg) =>
  ({
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius,
  }) satisfies StyleRule;

/** A list without bullets or indent, its items in centred rows that wrap. */
export const centeredRow = {
  ...bareList,
  ...wrapRow(vars.space[2]),
  justifyContent: "center",
} satisfies StyleRule;

/** A 44-pixel round button around an icon, transparent until hovered. */
export const roundIconButton = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.pill,
  border: "none",
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
} satisfies StyleRule;

/** A link shaped as a pill, at least 44 pixels tall. */
export const pillLink = {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
} satisfies StyleRule;

/** A card's box (white, bordered, rounded, a faint shadow), without a layout. */
export const surface = {
  ...box(),
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

/** A picture cropped to `aspectRatio`, on the soft brand colour while it loads. */
export const photo = (aspectRatio: string) =>
  ({
    width: "100%",
    height: "auto",
    aspectRatio,
    objectFit: "cover",
    background: vars.color.brandSoft,
  }) satisfies StyleRule;

/** The content of a card under its photo: a column that fills the rest of the card. */
export const photoCardBody = {
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[5],
  alignContent: "start",
  flexGrow: 1,
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
