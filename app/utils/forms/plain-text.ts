/** Text cleaning shared by the forms' schemas and the pages that echo text (no zod here). */

/**
 * Controls no text field needs: C0 (but tab, line feed and carriage return), DEL and C1. NUL
 * alone would make Postgres refuse the row; ESC starts terminal escape sequences.
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Line breaks and tabs, which a name (one line) turns into a space. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * Bidi embeddings, overrides, isolates and marks: in a name they can make what follows read
 * backwards in a mail or a terminal (`\u202Egnp.exe`).
 */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Free text without the controls it never needs (line breaks and tabs stay). */
export function plainText(value: string): string {
  return value.replace(CONTROLS, "");
}

/** A name as stored: one line, no controls or bidi overrides, single spaces, trimmed. */
export function plainName(value: string): string {
  return value
    .replace(BREAKS, " ")
    .replace(CONTROLS, "")
    .replace(BIDI, "")
    .replace(/ {2,}/g, " ")
    .trim();
}
