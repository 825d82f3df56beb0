import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "~/.server/db";
import { withSignupKey } from "~/utils/confirm-link";
import { authPath } from "~/utils/forms/auth-fields";
import { addPendingSignUp, newestPendingSignUp } from "../common/pending-sign-ups";
import { sha256 } from "../local/crypto";
import { serviceCode } from "./errors";
import { newSignupKey } from "./pending-sign-up";
import { absoluteRedirect } from "./sign-up";

/** Supabase keeps the first password, so the newest sign-up is kept again under a fresh key. */
export async function sendNewSupabaseConfirmation(
  db: Database,
  client: SupabaseClient,
  siteUrl: string,
  mail: { email: string; next: string | null },
  now: Date,
): Promise<void> {
  const pending = await newestPendingSignUp(db, mail.email, now);
  if (!pending) return;
  const key = newSignupKey();
  const { createdAt: _createdAt, ...row } = pending;
  await addPendingSignUp(db, { ...row, id: sha256(key) }, now);
  const back = absoluteRedirect(authPath({ returnTo: mail.next ?? "/" }), siteUrl);
  const { error } = await client.auth.resend({
    type: "signup",
    email: mail.email,
    options: { emailRedirectTo: withSignupKey(back, key) },
  });
  // A link went out a moment ago: Supabase's own limit per address.
  if (error && serviceCode(error) !== "over_email_send_rate_limit") throw error;
}
