import { createHash } from "node:crypto";
import type { RateLimiter } from "../common/rate-limits";

/**
 * Supabase Auth accepts a TOTP code for one 30-second step either side of now and keeps no
 * record of accepted steps, so the same code passes a second challenge within that window. The
 * port promises a code is accepted once (verifyFactor), so the adapter claims each code before
 * it is sent: the first claim of a factor's code wins, any other within 90 seconds (the longest
 * a code stays valid) is a replay. The claims live in the limiter's `rate_limits` table, so every
 * instance sees them, keyed by a hash.
 */
const CODE_VALIDITY_S = 90;

export async function claimCode(
  rateLimit: RateLimiter,
  factorId: string,
  code: string,
): Promise<boolean> {
  const key = createHash("sha256").update(`${factorId}:${code}`).digest("hex");
  const result = await rateLimit([
    { name: "auth-mfa-code-used", key, points: 1, durationS: CODE_VALIDITY_S },
  ]);
  return !result.limited;
}
