import { site } from "~/content/site";

const prefix = `${site.shortName}-`;

export function formatOrderNumber(number: number): string {
  return `${prefix}${number}`;
}

export function parseOrderNumber(text: string): number | undefined {
  const match = /^\s*(?:[a-z]+[-\s]?)?(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

export function orderPath(number: number): string {
  return `/account/order?${new URLSearchParams({ number: String(number) })}`;
}
