import type { AuthConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { authMessages, fail, ok, type Result } from "../port";
import { queueAccountMail } from "./account-mail-outbox";
import { normaliseEmail } from "./inputs";
import {
  confirmationMailSent,
  confirmationMailWait,
  limitAuthAttempt,
  type RateLimiter,
} from "./rate-limits";

/** Queued whatever the address, so answer and timing reveal nothing; the sender decides. */
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
  // The link sent a moment ago still works (links do not cancel each other): no second one yet.
  const wait = await confirmationMailWait(ctx.rateLimit, email, "resend");
  if (wait !== null) return fail("rate_limited", authMessages.confirmationRecentlySent(wait), wait);
  await queueAccountMail(ctx.db, email, "confirmation", next);
  await confirmationMailSent(ctx.rateLimit, email, "resend");
  ctx.mailQueued();
  return ok(null);
}
