import { sourcePage } from "~/.server/leads/source-page";
import type { NewLeadInput } from "~/.server/leads/store";
import type { Database, Transaction } from "~/.server/db";
import { profiles, type NewProfile, type PendingProfile } from "~/.server/db/schema";
import { authMessages, fail, type Result, type SignUpInput } from "../port";
import { isValidEmail, normaliseEmail } from "./inputs";
import { passwordProblem } from "./password-rules";

/**
 * What every adapter does with the sign-up form before and after the account exists: the same
 * checks and messages, and the same profile row and owner's sign-up lead (S-AUTH-14, ADR 11).
 */

/** The normalised address, or the refusal the visitor reads (invalid e-mail, weak password). */
export function checkSignUp(input: SignUpInput): { email: string } | Result<never> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) return fail("invalid_input", authMessages.invalidEmail);
  const weak = passwordProblem(input.password);
  if (weak) return fail("weak_password", weak);
  return { email };
}

/** The app's own data of the new user, keyed by the account's id (whichever service keeps it). */
function signUpProfile(userId: string, input: SignUpInput): NewProfile {
  return {
    id: userId,
    fullName: input.fullName,
    businessName: input.businessName,
    telephone: input.telephone,
    yearsInBusiness: input.yearsInBusiness,
    whyChose: input.whyBTE,
  };
}

/** The profile a pending sign-up keeps until its password confirms the address (ADR 28). */
export function pendingProfile(input: SignUpInput): PendingProfile {
  const { id: _id, ...details } = signUpProfile("", input);
  return details;
}

/**
 * The profile row of a new account. A later sign-up of the same unconfirmed address leaves it
 * alone: its details wait in its pending row and replace these only if its password confirms.
 */
export async function saveSignUpProfile(
  tx: Transaction,
  userId: string,
  input: SignUpInput,
): Promise<void> {
  await tx.insert(profiles).values(signUpProfile(userId, input)).onConflictDoNothing();
}

/** The confirmed sign-up's own details become the account's profile. */
export async function activateProfile(
  tx: Database | Transaction,
  userId: string,
  profile: PendingProfile,
): Promise<void> {
  await tx
    .insert(profiles)
    .values({ id: userId, ...profile })
    .onConflictDoUpdate({ target: profiles.id, set: profile });
}

/** The owner's notice of a new account, as the outbox sends it (the spec's send-signup-notification). */
export function signUpLead(request: Request, email: string, input: SignUpInput): NewLeadInput {
  return {
    kind: "signup",
    fields: {
      fullName: input.fullName,
      businessName: input.businessName,
      email,
      telephone: input.telephone,
      yearsInBusiness: input.yearsInBusiness,
      whyBTE: input.whyBTE,
    },
    requestId: request.headers.get("x-request-id") ?? undefined,
    page: sourcePage(request),
  };
}
