import { authMessages } from "../port";
import { commonPasswords } from "./common-passwords";

/** Checked before any adapter call so the user reads one message whichever service keeps the account. */
const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 128;

export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return authMessages.passwordTooShort;
  if ([...password].length > MAX_PASSWORD_LENGTH) return authMessages.passwordTooLong;
  if (isCommonPassword(password)) return authMessages.passwordTooCommon;
  return null;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
