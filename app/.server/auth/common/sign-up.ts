import { sourcePage } from "~/.server/leads/source-page";
import type { NewLeadInput } from "~/.server/leads/store";
import type { Database, Transaction } from "~/.server/db";
import { profiles, type NewProfile, type PendingProfile } from "~/.server/db/schema";
import { authMessages, fail, type Result, type SignUpInput } from "../port";
import { isValidEmail, normaliseEmail } from "./inputs";
import { passwordProblem } from "./password-rules";

export function checkSignUp(input: SignUpInput): { email: string } | Result<never> {
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) return fail("invalid_input", authMessages.invalidEmail);
  const weak = passwordProblem(input.password);
  if (weak) return fail("weak_password", weak);
  return { email };
}

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

export function pendingProfile(input: SignUpInput): PendingProfile {
  const { id: _id, ...details } = signUpProfile("", input);
  return details;
}

/** A later sign-up of the same unconfirmed address leaves the row alone until its password confirms. */
export async function saveSignUpProfile(
  tx: Transaction,
  userId: string,
  input: SignUpInput,
): Promise<void> {
  await tx.insert(profiles).values(signUpProfile(userId, input)).onConflictDoNothing();
}

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
