import { site } from "~/content/site";

const prefix = `${site.shortName}-`;

/** The number a customer and the owner read and quote: 1042 → "BTE-1042". */
export function formatOrderNumber(number: number): string {
  return `${prefix}${number}`;
}

/** "BTE-1042", "bte 1042" or "1042" → 1042; anything else → undefined. */
export function parseOrderNumber(text: string): number | undefined {
  const match = /^\s*(?:[a-z]+[-\s]?)?(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** The order's page (confirmation and receipt): its owner's only (ADR 34). */
export function orderPath(number: number): string {
  return `/account/order?${new URLSearchParams({ number: String(number) })}`;
}
