import { z } from "zod";

/**
 * The mobile number of a text-message (SMS) second factor, in E.164: `+`, the country code and
 * the number, 8 to 15 digits in all, never starting with 0 (no country code does). Supabase Auth
 * refuses anything else ("Invalid phone number format (E.164 required)"), so the form says it
 * first, in words. Spaces, dots, dashes and brackets that people type between the digits are
 * dropped before the check: "+1 (704) 555-0100" is "+17045550100".
 */
export const phoneNumberMessages = {
  required: "Please enter your mobile phone number.",
  format:
    "Enter the number in international format: + then the country code and number, 8 to 15 digits (for example +1 704 555 0100).",
} as const;

/** What the Phone number field's hint says. */
export const PHONE_NUMBER_HINT =
  "International format: + then the country code and number, for example +1 704 555 0100.";

const E164 = /^\+[1-9]\d{7,14}$/;
const MAX_TYPED = 40;

/** "+1 (704) 555-0100" → "+17045550100"; the check itself is `E164`. */
export function compactPhoneNumber(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

export const phoneNumber = z
  .string({ required_error: phoneNumberMessages.required })
  .trim()
  .min(1, phoneNumberMessages.required)
  .max(MAX_TYPED, phoneNumberMessages.format)
  .transform(compactPhoneNumber)
  // A refinement rather than .regex(): Conform would copy a regex into the input's `pattern`,
  // and the browser would then refuse the spaced-out form that this schema accepts. zod still
  // runs it after a failed min or max, whose message is already given: those are let through.
  .refine(
    (value) => value === "" || value.length > MAX_TYPED || E164.test(value),
    phoneNumberMessages.format,
  );

/** The last four digits, for "the number ending 0100" (never the whole number on a page). */
export function phoneEnding(phone: string): string {
  return phone.replace(/\D/g, "").slice(-4);
}
