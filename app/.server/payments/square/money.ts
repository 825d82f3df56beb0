import type { SquareMoney } from "./api-types";

export function squareMoney(amountCents: number, currency: string): SquareMoney {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new Error(`Amount must be a positive whole number of cents, not ${amountCents}`);
  }
  return { amount: amountCents, currency: currency.toUpperCase() };
}
