import { createHash } from "node:crypto";

/** Operation and object are part of it so one key never replays another call's answer; hashed for the 108-character cap. */
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
