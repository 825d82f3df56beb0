/** Square's own `detail` text is meant for developers, so a known code is shown in these words. */
const cardDeclineMessages: Record<string, string> = {
  GENERIC_DECLINE: "Your card was declined. Please use another card.",
  CVV_FAILURE: "The card's security code (CVV) is incorrect.",
  ADDRESS_VERIFICATION_FAILURE: "The card's postal code is incorrect.",
  INVALID_EXPIRATION: "The card's expiration date is incorrect.",
  CARD_TOKEN_USED: "This card entry was already used. Please enter the card again.",
  INSUFFICIENT_FUNDS: "The card has insufficient funds.",
  CARD_EXPIRED: "The card has expired.",
};

export const PAYMENT_FAILED = "Payment failed";

export function cardDeclineMessage(code: string): string {
  return cardDeclineMessages[code] ?? PAYMENT_FAILED;
}

/** The offline card stand-in hands out the same nonces, so both sandboxes answer a test card alike. */
export const sandboxNonces: Record<string, string | null> = {
  "cnon:card-nonce-ok": null,
  "cnon:card-nonce-declined": "GENERIC_DECLINE",
  "cnon:card-nonce-rejected-cvv": "CVV_FAILURE",
  "cnon:card-nonce-rejected-postalcode": "ADDRESS_VERIFICATION_FAILURE",
  "cnon:card-nonce-rejected-expiration": "INVALID_EXPIRATION",
  "cnon:card-nonce-already-used": "CARD_TOKEN_USED",
};
