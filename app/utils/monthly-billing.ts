import { formatMoney } from "./money";

/**
 * What a monthly item's buyer is told at checkout, on the order page and on the receipt, until
 * recurring billing exists: one month is paid now, and nothing renews by itself.
 */
export function monthlyBillingNote(priceCents: number): string {
  const price = formatMoney(priceCents, { cents: true });
  return `${price} now pays for your first month only. Nothing renews or is charged automatically: before your next month we'll contact you, and you pay ${price} for each further month only if you choose to continue.`;
}
