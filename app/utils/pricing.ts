import type { CatalogItem, ItemKind } from "~/content/catalog/types";
import { formatMoney } from "./money";

/** Business days from order to delivery (D2 §9); `undefined` where no turnaround applies. */
const turnarounds: Partial<Record<ItemKind, number>> = {
  service: 4,
  package: 6,
  projection: 5,
  "plan-revamp": 3,
  plan: 7,
  grant: 7,
};

export function turnaroundDays(kind: ItemKind): number | undefined {
  return turnarounds[kind];
}

/** "Turnaround time: 4 business days" (S-AIPAGE-10). */
export function turnaroundText(kind: ItemKind): string | undefined {
  const days = turnaroundDays(kind);
  return days === undefined ? undefined : `Turnaround time: ${days} business days`;
}

/** A card's features followed by its turnaround line, where it has one. */
export function cardFeatures(item: Pick<CatalogItem, "features" | "kind">): string[] {
  const turnaround = turnaroundText(item.kind);
  return turnaround ? [...item.features, turnaround] : [...item.features];
}

/** One of four payments in whole dollars, rounded up: $1,500 → 37500 cents, $45 → 1200 cents. */
export function quarterRoundedUpCents(priceCents: number): number {
  return Math.ceil(priceCents / 400) * 100;
}

/** Items of at least this price get the payment-plan text without being flagged. */
export const PAYMENT_PLAN_THRESHOLD_CENTS = 200_00;

/**
 * The payment-plan text of a service card (D2 §9): the item's own text when it has one;
 * otherwise '4 payments of' a quarter of the price rounded up to the dollar when the item is
 * flagged for paying in four or costs at least $200. Monthly items never get one.
 */
export function paymentPlanText(
  item: Pick<CatalogItem, "priceCents" | "paymentPlan" | "payInFour" | "monthly">,
): string | undefined {
  if (item.monthly) return undefined;
  if (item.paymentPlan) return item.paymentPlan;
  if (!item.payInFour && item.priceCents < PAYMENT_PLAN_THRESHOLD_CENTS) return undefined;
  return `or 4 payments of ${formatMoney(quarterRoundedUpCents(item.priceCents))}`;
}

/** The pay-later tab's instalment: a quarter of the price to 2 decimals ("$93.75"). */
export function payLaterInstallmentText(priceCents: number): string {
  return formatMoney(priceCents / 4, { cents: true });
}

/** Grant cards: "Pay-in-four: $12" is a quarter of the price rounded up (S-GRANTS-12). */
export function payInFourText(priceCents: number): string {
  return `Pay-in-four: 4 payments of ${formatMoney(quarterRoundedUpCents(priceCents))}`;
}
