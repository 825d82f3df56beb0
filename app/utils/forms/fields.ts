import { z } from "zod";
import { MAX_EMAIL } from "./limits";
import { plainName, plainText } from "./plain-text";

/**
 * Field builders shared by the public forms' schemas. Every bound has a message, so an oversized
 * or missing field is answered with words next to the field, never with a server error.
 */

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

/** An e-mail address, stored lower-cased, at most MAX_EMAIL long. */
export function email(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(MAX_EMAIL, message)
    .email(message)
    .transform((value) => value.toLowerCase());
}
