/** A card as a receipt names it; never more than the brand and the last four digits. */
export type CardSummary = { brand: string; last4: string };

const brandNames: Record<string, string> = {
  VISA: "Visa",
  MASTERCARD: "Mastercard",
  AMERICAN_EXPRESS: "American Express",
  DISCOVER: "Discover",
  DISCOVER_DINERS: "Diners Club",
  JCB: "JCB",
  CHINA_UNIONPAY: "UnionPay",
  INTERAC: "Interac",
  EFTPOS: "EFTPOS",
  SQUARE_GIFT_CARD: "Square gift card",
};

/** "Visa ending in 1111"; an unknown brand reads as "Card". */
export function cardLabel(card: CardSummary): string {
  return `${brandNames[card.brand] ?? "Card"} ending in ${card.last4}`;
}

/** What a provider's answer says about the card, when it says it plainly. */
export function cardSummaryOf(card: unknown): CardSummary | undefined {
  if (!card || typeof card !== "object") return undefined;
  const { card_brand: brand, last_4: last4 } = card as Record<string, unknown>;
  if (typeof brand !== "string" || typeof last4 !== "string" || !/^\d{4}$/.test(last4)) {
    return undefined;
  }
  return { brand: /^[A-Z_]{1,40}$/.test(brand) ? brand : "OTHER_BRAND", last4 };
}
