import { describe, expect, it } from "vitest";
import { readPayPalEvent } from "~/.server/payments/paypal/webhooks";
import { readSquareEvent } from "~/.server/payments/square/webhooks";

/** What a provider's refund event says of the refund: which one, and how much, in cents. */
describe("refund events", () => {
  it("Square's refund carries its id and amount_money in cents", () => {
    const event = readSquareEvent({
      type: "refund.updated",
      data: {
        object: {
          refund: {
            id: "r_1",
            status: "COMPLETED",
            payment_id: "p_1",
            amount_money: { amount: 1250, currency: "USD" },
          },
        },
      },
    });
    expect(event).toMatchObject({ outcome: "refunded", refund: { id: "r_1", amountCents: 1250 } });
  });

  it("PayPal's refunded capture carries the refund's id and its decimal amount in cents", () => {
    const amounts: [string, number | undefined][] = [
      ["12.50", 1250],
      ["7", 700],
      ["0.05", 5],
      ["1e3", undefined],
      ["-3.00", undefined],
    ];
    for (const [value, cents] of amounts) {
      const event = readPayPalEvent({
        event_type: "PAYMENT.CAPTURE.REFUNDED",
        resource: { id: "R-1", amount: { value, currency_code: "USD" } },
      });
      expect(event).toMatchObject({
        outcome: "refunded",
        refund: { id: "R-1", amountCents: cents },
      });
    }
  });
});
