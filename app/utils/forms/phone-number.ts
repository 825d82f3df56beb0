/**
 * The mobile number of a text-message (SMS) second factor, in E.164: `+`, the country code and
 * the number, 8 to 15 digits in all, never starting with 0 (no country code does). Supabase Auth
 * refuses anything else ("Invalid phone number format (E.164 required)"), so the form says it
 * first, in words (the schema, `phoneNumber`, is in security.ts). Spaces, dots, dashes and
 * brackets that people type between the digits are dropped before the check: "+1 (704)
 * 555-0100" is "+17045550100".
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
/** The longest number the field takes as typed, spaces and brackets included. */
export const MAX_PHONE_NUMBER_TYPED = 40;

/** "+1 (704) 555-0100" → "+17045550100"; the check itself is isPhoneNumber. */
export function compactPhoneNumber(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

/** Whether `value`, once compacted, is a number in E.164. */
export function isPhoneNumber(value: string): boolean {
  return E164.test(value);
}

/** The last four digits, for "the number ending 0100" (never the whole number on a page). */
export function phoneEnding(phone: string): string {
  return phone.replace(/\D/g, "").slice(-4);
}
