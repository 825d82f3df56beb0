import { eq } from "drizzle-orm";
import type { LeadsConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { localCredentials, profiles } from "~/.server/db/schema";
import { storeLeadInTransaction } from "~/.server/leads/store";
import type { SignUpInput } from "../port";
import { signUpLead, signUpProfile } from "../shared/sign-up";
import { createSession, deleteSession } from "./sessions";
import { issueConfirmationToken } from "./tokens";

/**
 * The database side of a local sign-up (./adapter.ts sends the e-mails and sets the cookie): in
 * one transaction the credentials, the profile and the owner's sign-up lead, then a confirmation
 * token when addresses must be confirmed, else a session that replaces the request's old one. An
 * address that already has an account comes back as `exists`, also when a concurrent sign-up
 * took it first.
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
  const { request, input, email, passwordHash, confirm, now, previousId, leads } = account;
  try {
    return await db.transaction(async (tx): Promise<SignUpOutcome> => {
      const [existing] = await tx
        .select({
          userId: localCredentials.userId,
          confirmedAt: localCredentials.emailConfirmedAt,
        })
        .from(localCredentials)
        .where(eq(localCredentials.email, email));
      if (existing) {
        return {
          kind: "exists",
          userId: existing.userId,
          confirmed: existing.confirmedAt !== null,
        };
      }
      const [created] = await tx
        .insert(localCredentials)
        .values({ email, passwordHash, emailConfirmedAt: confirm ? null : now, createdAt: now })
        .returning({ userId: localCredentials.userId });
      const userId = created!.userId;
      await tx.insert(profiles).values(signUpProfile(userId, input));
      await storeLeadInTransaction(tx, leads, signUpLead(request, email, input));
      if (confirm)
        return { kind: "created", userId, token: await issueConfirmationToken(tx, userId, now) };
      if (previousId) await deleteSession(tx, previousId);
      return { kind: "created", userId, sessionId: await createSession(tx, userId, "aal1", now) };
    });
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error; // unique_violation: a race
    return { kind: "exists", userId: "", confirmed: true };
  }
}
