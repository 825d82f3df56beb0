import { z } from "zod";
import { MAX_EMAIL } from "./limits";
import { plainName, plainText } from "./plain-text";

/** Messages repeated: Conform reads what cleaning leaves empty as missing. */
function cleaned(clean: (value: string) => string, message: string) {
  const errors = { required_error: message, invalid_type_error: message };
  return { input: z.string(errors).transform(clean), output: z.string(errors) };
}

export function text(min: number, max: number, message: string, tooLong: string) {
  const { input, output } = cleaned(plainText, message);
  return input.pipe(output.trim().min(min, message).max(max, tooLong));
}

export function name(min: number, max: number, message: string, tooLong: string) {
  const { input, output } = cleaned(plainName, message);
  return input.pipe(output.min(min, message).max(max, tooLong));
}

export function optionalText(max: number, tooLong: string) {
  return z
    .string({ invalid_type_error: tooLong })
    .transform(plainText)
    .pipe(z.string().trim().max(max, tooLong).optional())
    .optional()
    .transform((value) => (value ? value : undefined));
}

export function email(message: string) {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(MAX_EMAIL, message)
    .email(message)
    .transform((value) => value.toLowerCase());
}
