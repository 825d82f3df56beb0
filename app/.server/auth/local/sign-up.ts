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

/** An unconfirmed address gets this sign-up beside the others: nobody proved it is theirs. */
export type SignUpOutcome =
  | { kind: "created"; userId: string; token?: string; sessionId?: string }
  | { kind: "exists"; userId: string; confirmed: boolean };

export type NewAccount = {
  request: Request;
  input: SignUpInput;
  email: string;
  passwordHash: string;
  confirm: boolean;
  now: Date;
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

/** Not a `scrypt$…` hash: no password matches it. */
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
