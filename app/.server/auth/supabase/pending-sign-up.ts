import type { Database } from "~/.server/db";
import { addPendingSignUp, pendingSignUpById } from "../common/pending-sign-ups";
import { pendingProfile } from "../common/sign-up";
import type { SignUpInput } from "../port";
import { randomToken, sha256 } from "../local/crypto";
import type { PasswordHasher } from "../local/password";

/**
 * The pending sign-ups of Supabase accounts (ADR 28). Supabase Auth keeps the FIRST password of
 * an unconfirmed address when it is signed up again, and mails the newest link; so each sign-up
 * is also kept here (its password's scrypt hash and its profile) under a fresh key that travels
 * in its confirmation link. The key names the address; the password typed on the confirmation
 * page picks the sign-up whose password Supabase then gets. Only the key's SHA-256 is stored.
 */

/** A fresh key (base64url of 32 random bytes) for the next sign-up's link. */
export function newSignupKey(): string {
  return randomToken(32);
}

export async function storePendingSignUp(
  db: Database,
  hasher: Pick<PasswordHasher, "hash">,
  userId: string,
  email: string,
  input: SignUpInput,
  key: string,
  now: Date,
): Promise<void> {
  await addPendingSignUp(
    db,
    {
      id: sha256(key),
      email,
      userId,
      passwordHash: await hasher.hash(input.password),
      profile: pendingProfile(input),
    },
    now,
  );
}

/** The live sign-up a link's key names, or null (no key, a wrong one, or expired). */
export function pendingSignUpOfKey(db: Database, key: string | undefined, now: Date) {
  if (!key || !/^[\w-]{20,100}$/.test(key)) return Promise.resolve(null);
  return pendingSignUpById(db, sha256(key), now);
}
