/** Integer arithmetic on the digits, never `cents / 100`, so no float ever rounds a price. */
const zeroDecimalCurrencies = new Set(["HUF", "JPY", "TWD"]);

export function paypalAmount(amountCents: number, currency: string): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amountCents must be a whole number of cents, not ${amountCents}`);
  }
  if (zeroDecimalCurrencies.has(currency.toUpperCase())) {
    throw new RangeError(`${currency} has no cents; the PayPal adapter does not support it`);
  }
  const digits = String(amountCents).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
