// NUL would make Postgres refuse the row; ESC starts terminal escape sequences.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/** Bidi controls can make a name read backwards in a mail or a terminal. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function plainText(value: string): string {
  return value.replace(CONTROLS, "");
}

export function plainName(value: string): string {
  return value
    .replace(BREAKS, " ")
    .replace(CONTROLS, "")
    .replace(BIDI, "")
    .replace(/ {2,}/g, " ")
    .trim();
}
