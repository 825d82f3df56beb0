import type { AuthConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { ok, type Result } from "../port";
import { queueAccountMail } from "./account-mail-outbox";
import { normaliseEmail } from "./inputs";
import { limitAuthAttempt, type RateLimiter } from "./rate-limits";

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
  await queueAccountMail(ctx.db, email, "confirmation", next);
  ctx.mailQueued();
  return ok(null);
}
