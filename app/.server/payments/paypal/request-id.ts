import { createHash } from "node:crypto";

/**
 * The `PayPal-Request-Id` for one operation, derived from the caller's idempotency key: the same
 * key always gives the same id (so a repeated call is answered by PayPal's stored result), and the
 * operation and the object acted on (the order, or the capture refunded) are part of it, so a key
 * reused for creating and for capturing, or for two orders, never replays one call's answer for
 * another. Hashed to stay within PayPal's 108
 * characters whatever the key's length.
 */
export function paypalRequestId(
  operation: "create" | "capture" | "refund",
  key: string,
  orderId = "",
) {
  const digest = createHash("sha256")
    .update(`${operation}\n${orderId}\n${key}`)
    .digest("base64url");
  return `${operation}-${digest}`;
}
