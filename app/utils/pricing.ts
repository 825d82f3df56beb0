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
export function cardFeatures(
  item: Pick<CatalogItem, "features" | "kind" | "turnaround">,
): string[] {
  const turnaround = item.turnaround ?? turnaroundText(item.kind);
  return turnaround ? [...item.features, turnaround] : [...item.features];
}

/**
 * One of four pay-later payments: a quarter of the price, rounded up to the cent (what Afterpay
 * takes each time; every catalogue price splits exactly). The one rule for every "4 payments of"
 * the site shows: service cards, the grant cards, the checkout's pay-later tab, the invoice
 * (ADR 34).
 */
export function payLaterInstalmentCents(priceCents: number): number {
  return Math.ceil(priceCents / 4);
}

/** "$375", "$87.50": the instalment as money is shown everywhere (cents only when it has them). */
export function payLaterInstalmentText(priceCents: number): string {
  return formatMoney(payLaterInstalmentCents(priceCents));
}

/** Items of at least this price get the payment-plan text without being flagged. */
const PAYMENT_PLAN_THRESHOLD_CENTS = 200_00;

type PlanItem = Pick<CatalogItem, "priceCents" | "paymentPlan" | "payInFour" | "monthly">;

/**
 * Whether an item is offered the 4-payment plan (D2 §9): flagged for paying in four, given its
 * own plan text, or costing at least $200; never a monthly item. The card shows the plan exactly
 * where the checkout's pay-later tab offers it.
 */
export function offersPaymentPlan(item: PlanItem): boolean {
  if (item.monthly) return false;
  return (
    Boolean(item.paymentPlan ?? item.payInFour) || item.priceCents >= PAYMENT_PLAN_THRESHOLD_CENTS
  );
}

/** The payment-plan text of a service card: the item's own text, or "or 4 payments of $X". */
export function paymentPlanText(item: PlanItem): string | undefined {
  if (!offersPaymentPlan(item)) return undefined;
  return item.paymentPlan ?? `or ${payLaterPlanText(item.priceCents)}`;
}

/** "4 payments of $87.50": the pay-later tab's plan and the card's, from the one rule. */
export function payLaterPlanText(priceCents: number): string {
  return `4 payments of ${payLaterInstalmentText(priceCents)}`;
}

/** Grant cards: "Pay-in-four: 4 payments of $11.25" (S-GRANTS-12, with the one rule). */
export function payInFourText(priceCents: number): string {
  return `Pay-in-four: ${payLaterPlanText(priceCents)}`;
}
