import { createHash } from "node:crypto";
import type { RateLimiter } from "../common/rate-limits";

/** Supabase keeps no record of accepted TOTP steps, so a code would pass twice within its window. */
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
