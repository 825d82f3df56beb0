import { createHash } from "node:crypto";
import { cardDeclineMessage, PAYMENT_FAILED, sandboxNonces } from "../card-declines";
import type { CardCharger, ChargeResult } from "../port";

/** The payment id follows from the idempotency key, so the same key answers the same payment, as at Square. */
export function offlineCardCharger(): CardCharger {
  return {
    chargeCard({ sourceId, idempotencyKey }): Promise<ChargeResult> {
      if (!(sourceId in sandboxNonces)) {
        return Promise.resolve({
          kind: "declined",
          code: "INVALID_CARD_DATA",
          message: PAYMENT_FAILED,
        });
      }
      const code = sandboxNonces[sourceId];
      if (code)
        return Promise.resolve({ kind: "declined", code, message: cardDeclineMessage(code) });
      // Square's sandbox charges its test nonce to this card.
      return Promise.resolve({
        kind: "completed",
        providerRef: offlineId("pay", idempotencyKey),
        card: { brand: "VISA", last4: "1111" },
      });
    },
  };
}

export function offlineId(prefix: string, key: string): string {
  const digest = createHash("sha256").update(`${prefix}:${key}`).digest("base64url");
  return `${prefix}_${digest.slice(0, 24)}`;
}
