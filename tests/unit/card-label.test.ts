import { describe, expect, it } from "vitest";
import { readSquareEvent } from "~/.server/payments/square/webhooks";
import { cardLabel, cardSummaryOf } from "~/utils/card-label";

describe("the card a receipt names", () => {
  it("reads as its brand and last four digits", () => {
    expect(cardLabel({ brand: "VISA", last4: "1111" })).toBe("Visa ending in 1111");
    expect(cardLabel({ brand: "AMERICAN_EXPRESS", last4: "0005" })).toBe(
      "American Express ending in 0005",
    );
    expect(cardLabel({ brand: "OTHER_BRAND", last4: "4242" })).toBe("Card ending in 4242");
  });

  it("keeps only a plain brand and exactly four digits from a provider's answer", () => {
    expect(cardSummaryOf({ card_brand: "MASTERCARD", last_4: "4444", exp_year: 2030 })).toEqual({
      brand: "MASTERCARD",
      last4: "4444",
    });
    expect(cardSummaryOf({ card_brand: "<b>VISA</b>", last_4: "1111" })).toEqual({
      brand: "OTHER_BRAND",
      last4: "1111",
    });
    for (const odd of [
      undefined,
      "VISA 1111",
      { card_brand: "VISA" },
      { card_brand: "VISA", last_4: "411111111111" },
      { card_brand: "VISA", last_4: 1111 },
    ]) {
      expect(cardSummaryOf(odd)).toBeUndefined();
    }
  });

  it("comes with Square's completed payment event", () => {
    const event = readSquareEvent({
      type: "payment.updated",
      data: {
        object: {
          payment: {
            id: "p_1",
            status: "COMPLETED",
            reference_id: "ref",
            card_details: { card: { card_brand: "DISCOVER", last_4: "1117" } },
          },
        },
      },
    });
    expect(event).toMatchObject({
      outcome: "completed",
      card: { brand: "DISCOVER", last4: "1117" },
    });
  });
});
