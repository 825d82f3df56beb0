import { authMessages } from "../port";
import { commonPasswords } from "./common-passwords";

/**
 * What a new password must be, the same for every adapter: checked before anything is stored or
 * sent, so the visitor reads one message whichever service keeps the account (Supabase's own
 * policy may refuse more, never less).
 */
const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

/** Why a new password is refused, in the words the user sees; null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  if ([...password].length > MAX_PASSWORD_LENGTH) return authMessages.passwordTooLong;
  if (isCommonPassword(password)) return authMessages.passwordTooCommon;
  return null;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
