import type { Database } from "~/.server/db";
import { addPendingSignUp, pendingSignUpById } from "../common/pending-sign-ups";
import { pendingProfile } from "../common/sign-up";
import type { SignUpInput } from "../port";
import { randomToken, sha256 } from "../local/crypto";
import type { PasswordHasher } from "../local/password";

/** Supabase keeps the FIRST password of a re-signed-up unconfirmed address, so each sign-up is kept here. */

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

export function pendingSignUpOfKey(db: Database, key: string | undefined, now: Date) {
  if (!key || !/^[\w-]{20,100}$/.test(key)) return Promise.resolve(null);
  return pendingSignUpById(db, sha256(key), now);
}
