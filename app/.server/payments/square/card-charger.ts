import { cardSummaryOf } from "~/utils/card-label";
import { cardDeclineMessage } from "../card-declines";
import { ProviderUnavailable, type CardCharger, type ChargeResult } from "../port";
import type { CreatePaymentRequest, PaymentAnswer } from "./api-types";
import type { SquareClient } from "./client";
import { squareRefusal } from "./errors";
import { squareIdempotencyKey } from "./idempotency";
import { squareMoney } from "./money";

export function squareCardCharger(client: SquareClient, locationId: string): CardCharger {
  return {
    async chargeCard({ item, payer, sourceId, idempotencyKey }): Promise<ChargeResult> {
      let payment;
      try {
        ({ payment } = await client.post<PaymentAnswer>("/v2/payments", {
          source_id: sourceId,
          idempotency_key: squareIdempotencyKey(idempotencyKey, "payment"),
          amount_money: squareMoney(item.amountCents, item.currency),
          location_id: locationId,
          reference_id: item.reference,
          buyer_email_address: payer.email,
          autocomplete: true,
          note: item.title,
        } satisfies CreatePaymentRequest));
      } catch (error) {
        const { code } = squareRefusal(error, "the card payment");
        return { kind: "declined", code, message: cardDeclineMessage(code) };
      }
      if (payment?.id && payment.status === "COMPLETED") {
        const card = cardSummaryOf(payment.card_details?.card);
        return { kind: "completed", providerRef: payment.id, ...(card && { card }) };
      }
      if (payment?.status === "FAILED" || payment?.status === "CANCELED") {
        return {
          kind: "declined",
          code: payment.status,
          message: cardDeclineMessage(payment.status),
        };
      }
      // Not settled either way: the row stays pending until Square's `payment.updated` event.
      throw new ProviderUnavailable(
        `Square answered the card payment with status ${String(payment?.status)}`,
      );
    },
  };
}
