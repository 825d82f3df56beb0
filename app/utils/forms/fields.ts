import { z } from "zod";

/**
 * Field builders shared by the public forms' schemas. Every bound has a message, so an oversized
 * or missing field is answered with words next to the field, never with a server error.
 */

/** Required text, trimmed, at least `min` and at most `max` characters. */
export function text(min: number, max: number, message: string, tooLong: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(min, message)
    .max(max, tooLong);
}

/** Optional free text: empty means not given. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string({ invalid_type_error: tooLong })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** An e-mail address, stored lower-cased. RFC 5321 caps an address at 254 characters. */
export function email(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(254, message)
    .email(message)
    .transform((value) => value.toLowerCase());
}

export const MAX_NAME = 100;
export const MAX_PHONE = 30;
