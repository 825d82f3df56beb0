import { style, styleVariants } from "@vanilla-extract/css";
import * as rules from "~/styles/rules";
import { vars } from "~/styles/theme.css";

/*
 * Compose these classes to add properties (`style([card.surface, { display: "grid" }])`); to
 * change one of theirs, merge the matching object of `~/styles/rules` instead (see there why).
 */

/**
 * Equal columns from a breakpoint up, for a `gridList`. Combine two (`sm2` + `lg4`): the larger
 * breakpoint's class comes later in the style sheet, so it wins where both apply.
 */
export const columns = styleVariants(rules.columns);

/** A list without bullets or indent, laid out as a one-column grid; add `columns.*` for more. */
export const gridList = style(rules.gridList);

/** A list of cards: one column on phones, two from `md`, three from `lg`. */
export const grid = style([gridList, columns.md2, columns.lg3]);

/** The card's box alone (white, bordered, rounded, a faint shadow), without a layout. */
export const surface = style(rules.surface);

export const card = style(rules.card);

/** A card whose content sits close together (a step, a reason). */
export const panel = style(rules.panel);

export const tile = style([
  surface,
  { display: "grid", alignContent: "start", gap: vars.space[2] },
]);

export const highlighted = style([
  card,
  { borderColor: vars.color.accent, borderWidth: "2px", boxShadow: vars.shadow.md },
]);

/** A card that fills its grid cell, so the buttons of a row line up. */
export const fill = style({ height: "100%" });

export const title = style({ fontSize: vars.fontSize.xl });
export const text = style({ color: vars.color.textMuted });
export const price = style({
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});
export const list = style(rules.bulletList);
export const actions = style({
  ...rules.wrapRow(vars.space[2]),
  marginTop: "auto",
  paddingTop: vars.space[2],
});
export const image = style(rules.image);
/** An image cropped to 16:9 (an event's picture, a video's thumbnail). */
export const wideImage = style(rules.wideImage);

/** A 48-pixel tile for an icon, on the soft brand colour. */
export const iconBadge = style(rules.iconBadge);

/** A round badge on the accent colour (a step's number, a large icon); give it its size. */
export const accentBadge = style(rules.accentBadge);
