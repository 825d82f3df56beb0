// E.164, as Supabase Auth requires; typed spaces, dots, dashes and brackets are dropped first.
export const phoneNumberMessages = {
  required: "Please enter your mobile phone number.",
  format:
    "Enter the number in international format: + then the country code and number, 8 to 15 digits (for example +1 704 555 0100).",
} as const;

export const PHONE_NUMBER_HINT =
  "International format: + then the country code and number, for example +1 704 555 0100.";

const E164 = /^\+[1-9]\d{7,14}$/;
export const MAX_PHONE_NUMBER_TYPED = 40;

export function compactPhoneNumber(value: string): string {
  return value.replace(/[\s().-]/g, "");
}

export function isPhoneNumber(value: string): boolean {
  return E164.test(value);
}

export function phoneEnding(phone: string): string {
  return phone.replace(/\D/g, "").slice(-4);
}
