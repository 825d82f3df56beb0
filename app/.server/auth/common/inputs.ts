import { z } from "zod";
import { MAX_EMAIL } from "~/utils/forms/limits";

const emailSchema = z.string().email().max(MAX_EMAIL);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Supabase Auth lower-cases addresses too. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return emailSchema.safeParse(email).success;
}

export function isFactorId(value: string): boolean {
  return uuidPattern.test(value);
}

export function normaliseCode(code: string): string | null {
  const digits = code.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

export function factorName(friendlyName: string): string {
  return friendlyName.trim().slice(0, 100) || "Authenticator app";
}
