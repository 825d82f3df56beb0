import type { Square } from "square";

/**
 * The port counts integer cents; Square counts `bigint` minor units. Converting here keeps bigints
 * (which JSON.stringify cannot encode) out of everything the adapter hands back.
 */
export function squareMoney(amountCents: number, currency: string): Square.Money {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new Error(`Amount must be a positive whole number of cents, not ${amountCents}`);
  }
  return { amount: BigInt(amountCents), currency: currency.toUpperCase() as Square.Currency };
}
