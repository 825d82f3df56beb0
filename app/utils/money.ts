const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const withCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(cents: number, options: { cents?: boolean } = {}): string {
  const showCents = options.cents === true || !Number.isInteger(cents / 100);
  return (showCents ? withCents : wholeDollars).format(cents / 100);
}

export function formatPrice(item: { priceCents: number; monthly?: boolean }): string {
  return `${formatMoney(item.priceCents)}${item.monthly ? "/month" : ""}`;
}
