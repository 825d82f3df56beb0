// Reading the site's own HTML the way a browser without JavaScript would, for the scripts and
// the tests that post its forms: an attribute of a tag, with its character references decoded.

/** The value of the attribute `name` in a tag's text (`<input … value="…">`), decoded; null when absent. */
export function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"));
  return match ? decodeEntities(match[1]) : null;
}

/** Text with HTML's character references (`&amp;`, `&#39;`, `&#x2F;`…) turned back into characters. */
export function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
