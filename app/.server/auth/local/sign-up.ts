import { eq } from "drizzle-orm";
import type { LeadsConfig } from "~/.server/config";
import type { Database, Transaction } from "~/.server/db";
import { localCredentials } from "~/.server/db/schema";
import { storeLeadInTransaction } from "~/.server/leads/store";
import type { SignUpInput } from "../port";
import { addPendingSignUp } from "../common/pending-sign-ups";
import { pendingProfile, saveSignUpProfile, signUpLead } from "../common/sign-up";
import { randomToken } from "./crypto";
import { createSession, deleteSession } from "./sessions";
import { issueToken } from "./tokens";

/**
 * The database side of a local sign-up (./adapter.ts sends the e-mails and sets the cookie), in
 * one transaction:
 * - a new address: the account, the profile and the owner's sign-up lead; with confirmation on,
 *   the account has no usable password yet (UNCONFIRMED_HASH): this sign-up's hash waits as a
 *   pending sign-up with a confirmation token, else a session replaces the request's old one;
 * - an address whose account was never confirmed: nobody has proved it is theirs, so this
 *   sign-up is added beside the others (ADR 28) and a new link goes out. The confirmation page
 *   asks for the password and activates only the sign-up it matches;
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
      const userId = existing?.userId ?? (await insertAccount(tx, account));
      await storeLeadInTransaction(
        tx,
        account.leads,
        signUpLead(account.request, email, account.input),
      );
      if (confirm) {
        await addPendingSignUp(
          tx,
          {
            id: randomToken(24),
            email,
            userId,
            passwordHash: account.passwordHash,
            profile: pendingProfile(account.input),
          },
          account.now,
        );
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

/** Not a hash (`scrypt$…`): no password matches it, so an unconfirmed account has none. */
const UNCONFIRMED_HASH = "unconfirmed";

async function insertAccount(tx: Transaction, account: NewAccount): Promise<string> {
  const { email, passwordHash, confirm, now, input } = account;
  const [created] = await tx
    .insert(localCredentials)
    .values({
      email,
      passwordHash: confirm ? UNCONFIRMED_HASH : passwordHash,
      emailConfirmedAt: confirm ? null : now,
      createdAt: now,
    })
    .returning({ userId: localCredentials.userId });
  const userId = created!.userId;
  await saveSignUpProfile(tx, userId, input);
  return userId;
}
