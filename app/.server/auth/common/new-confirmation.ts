import type { AuthConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { ok, type Result } from "../port";
import { queueAccountMail } from "./account-mail-outbox";
import { normaliseEmail } from "./inputs";
import { limitAuthAttempt, type RateLimiter } from "./rate-limits";

/**
 * "Send a new confirmation link" (both adapters): counted per IP and per address, then queued for
 * the account-mail outbox whatever the address, so the answer and its timing are the same for an
 * unknown, a confirmed and an unconfirmed address. The sender decides at send time whether the
 * address has a sign-up waiting, and mails a link only then (../account-mail-sender.ts).
 */
export type NewConfirmationContext = {
  request: Request;
  auth: AuthConfig;
  rateLimit: RateLimiter;
  db: Database;
  mailQueued: () => void;
};

export async function requestNewConfirmation(
  ctx: NewConfirmationContext,
  emailInput: string,
  next: string,
): Promise<Result<null>> {
  const email = normaliseEmail(emailInput);
  const limited = await limitAuthAttempt(ctx.rateLimit, ctx.auth, ctx.request, "confirm", email);
  if (limited) return limited;
  await queueAccountMail(ctx.db, email, "confirmation", next);
  ctx.mailQueued();
  return ok(null);
}
