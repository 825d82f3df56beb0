import { z } from "zod";
import { MAX_EMAIL } from "~/utils/forms/limits";

/** The form's values as every adapter stores and compares them. */
const emailSchema = z.string().email().max(MAX_EMAIL);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Addresses are compared and kept lower-cased (Supabase Auth lower-cases them too). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return emailSchema.safeParse(email).success;
}

/** Factor ids are UUIDs in both adapters; anything else is not looked up at all. */
export function isFactorId(value: string): boolean {
  return uuidPattern.test(value);
}

/** Six digits, spaces allowed ("123 456"). */
export function normaliseCode(code: string): string | null {
  const digits = code.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The name shown for a new authenticator: trimmed, at most 100 characters, never empty. */
export function factorName(friendlyName: string): string {
  return friendlyName.trim().slice(0, 100) || "Authenticator app";
}
