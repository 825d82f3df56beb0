import { eq } from "drizzle-orm";
import type { LeadsConfig } from "~/.server/config";
import type { Database, Transaction } from "~/.server/db";
import { authTokens, localCredentials, mfaFactors, sessions } from "~/.server/db/schema";
import { storeLeadInTransaction } from "~/.server/leads/store";
import type { SignUpInput } from "../port";
import { saveSignUpProfile, signUpLead } from "../common/sign-up";
import { createSession, deleteSession } from "./sessions";
import { issueToken } from "./tokens";

/**
 * The database side of a local sign-up (./adapter.ts sends the e-mails and sets the cookie), in
 * one transaction:
 * - a new address: the credentials, the profile and the owner's sign-up lead, then a confirmation
 *   token when addresses must be confirmed, else a session that replaces the request's old one;
 * - an address whose account was never confirmed: nobody has proved it is theirs, so the newest
 *   sign-up wins. Its password hash and profile replace the old ones, and every token and session
 *   of the old sign-up is deleted, before a new link goes out. Otherwise whoever signed up first
 *   with somebody else's address would keep a password that works once the owner confirms;
 * - a confirmed address (or any existing one with confirmation off): `exists`, untouched, also
 *   when a concurrent sign-up took it first.
 */
export type SignUpOutcome =
  | { kind: "created"; userId: string; token?: string; sessionId?: string }
  | { kind: "exists"; userId: string; confirmed: boolean };

export type NewAccount = {
  request: Request;
  input: SignUpInput;
  email: string;
  passwordHash: string;
  /** EMAIL_CONFIRMATION: the account waits for its link instead of signing in. */
  confirm: boolean;
  now: Date;
  /** The session the request came with, ended when the new one starts. */
  previousId: string | null;
  leads: LeadsConfig;
};

export async function storeAccount(db: Database, account: NewAccount): Promise<SignUpOutcome> {
  const { email, confirm } = account;
  try {
    return await db.transaction(async (tx): Promise<SignUpOutcome> => {
      const [existing] = await tx
        .select({
          userId: localCredentials.userId,
          confirmedAt: localCredentials.emailConfirmedAt,
        })
        .from(localCredentials)
        .where(eq(localCredentials.email, email))
        .for("update");
      if (existing && (existing.confirmedAt !== null || !confirm)) {
        return {
          kind: "exists",
          userId: existing.userId,
          confirmed: existing.confirmedAt !== null,
        };
      }
      const userId = existing
        ? await replaceUnconfirmed(tx, existing.userId, account)
        : await insertAccount(tx, account);
      await storeLeadInTransaction(
        tx,
        account.leads,
        signUpLead(account.request, email, account.input),
      );
      if (confirm) {
        return {
          kind: "created",
          userId,
          token: await issueToken(tx, userId, "email_confirmation", account.now),
        };
      }
      if (account.previousId) await deleteSession(tx, account.previousId);
      return {
        kind: "created",
        userId,
        sessionId: await createSession(tx, userId, "aal1", account.now, account.request),
      };
    });
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error; // unique_violation: a race
    return { kind: "exists", userId: "", confirmed: true };
  }
}

async function insertAccount(tx: Transaction, account: NewAccount): Promise<string> {
  const { email, passwordHash, confirm, now, input } = account;
  const [created] = await tx
    .insert(localCredentials)
    .values({ email, passwordHash, emailConfirmedAt: confirm ? null : now, createdAt: now })
    .returning({ userId: localCredentials.userId });
  const userId = created!.userId;
  await saveSignUpProfile(tx, userId, input);
  return userId;
}

/** The unconfirmed account takes this sign-up's password and profile; nothing of the old one stays. */
async function replaceUnconfirmed(
  tx: Transaction,
  userId: string,
  account: NewAccount,
): Promise<string> {
  await tx
    .update(localCredentials)
    .set({ passwordHash: account.passwordHash, updatedAt: account.now })
    .where(eq(localCredentials.userId, userId));
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
  await saveSignUpProfile(tx, userId, account.input);
  return userId;
}
