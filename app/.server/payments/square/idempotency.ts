import { createHash } from "node:crypto";

/**
 * Square refuses idempotency keys longer than 45 characters, and one call of the port may make
 * several Square calls (customer, order, invoice, publish), each needing a key of its own. So the
 * key Square sees is derived: the first 32 hex digits of SHA-256 of the port's key, then the step.
 * The same key and step always give the same Square key, which is what makes a repeated call
 * (after a timeout) answer the first call's outcome instead of doing the work twice.
 */
export function squareIdempotencyKey(key: string, step: string): string {
  const derived = `${createHash("sha256").update(key).digest("hex").slice(0, 32)}-${step}`;
  if (derived.length > 45) throw new Error(`Square idempotency step name too long: ${step}`);
  return derived;
}
