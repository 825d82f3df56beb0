import { z } from "zod";

/**
 * Field builders shared by the public forms' schemas. Every bound has a message, so an oversized
 * or missing field is answered with words next to the field, never with a server error.
 */

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

/**
 * A required string cleaned by `clean`, then checked. The check repeats the messages: Conform
 * reads what cleaning leaves empty (a field of controls only) as missing.
 */
function cleaned(clean: (value: string) => string, message: string) {
  const errors = { required_error: message, invalid_type_error: message };
  return { input: z.string(errors).transform(clean), output: z.string(errors) };
}

/** Required text, trimmed, at least `min` and at most `max` characters. */
export function text(min: number, max: number, message: string, tooLong: string) {
  const { input, output } = cleaned(plainText, message);
  return input.pipe(output.trim().min(min, message).max(max, tooLong));
}

/**
 * A name (a person's, a business's, a place's): as `text`, cleaned by plainName first, so what
 * is stored, mailed and printed is one plain line.
 */
export function name(min: number, max: number, message: string, tooLong: string) {
  const { input, output } = cleaned(plainName, message);
  return input.pipe(output.min(min, message).max(max, tooLong));
}

/** Optional free text: empty means not given. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string({ invalid_type_error: tooLong })
    .transform(plainText)
    .pipe(z.string().trim().max(max, tooLong).optional())
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** RFC 5321 caps an e-mail address at 254 characters. */
export const MAX_EMAIL = 254;

/** An e-mail address, stored lower-cased, at most MAX_EMAIL long. */
export function email(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(MAX_EMAIL, message)
    .email(message)
    .transform((value) => value.toLowerCase());
}

export const MAX_NAME = 100;
export const MAX_PHONE = 30;
