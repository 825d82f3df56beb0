import { createHash } from "node:crypto";

/** Square caps keys at 45 characters and one port call makes several Square calls, so keys are derived. */
export function squareIdempotencyKey(key: string, step: string): string {
  const derived = `${createHash("sha256").update(key).digest("hex").slice(0, 32)}-${step}`;
  if (derived.length > 45) throw new Error(`Square idempotency step name too long: ${step}`);
  return derived;
}
