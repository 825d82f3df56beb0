import type { SquareMoney } from "./api-types";

/** The port's integer cents as Square's money: the same minor units, an upper-case currency. */
export function squareMoney(amountCents: number, currency: string): SquareMoney {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new Error(`Amount must be a positive whole number of cents, not ${amountCents}`);
  }
  return { amount: amountCents, currency: currency.toUpperCase() };
}
