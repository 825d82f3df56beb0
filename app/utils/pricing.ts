import type { CatalogItem, ItemKind } from "~/content/catalog/types";
import { formatMoney } from "./money";

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

export function turnaroundText(kind: ItemKind): string | undefined {
  const days = turnaroundDays(kind);
  return days === undefined ? undefined : `Turnaround time: ${days} business days`;
}

export function cardFeatures(
  item: Pick<CatalogItem, "features" | "kind" | "turnaround">,
): string[] {
  const turnaround = item.turnaround ?? turnaroundText(item.kind);
  return turnaround ? [...item.features, turnaround] : [...item.features];
}

/** Rounded up to the cent, as Afterpay takes each payment; every catalogue price splits exactly. */
export function payLaterInstalmentCents(priceCents: number): number {
  return Math.ceil(priceCents / 4);
}

export function payLaterInstalmentText(priceCents: number): string {
  return formatMoney(payLaterInstalmentCents(priceCents));
}

const PAYMENT_PLAN_THRESHOLD_CENTS = 200_00;

type PlanItem = Pick<CatalogItem, "priceCents" | "paymentPlan" | "payInFour" | "monthly">;

export function offersPaymentPlan(item: PlanItem): boolean {
  if (item.monthly) return false;
  return (
    Boolean(item.paymentPlan ?? item.payInFour) || item.priceCents >= PAYMENT_PLAN_THRESHOLD_CENTS
  );
}

export function paymentPlanText(item: PlanItem): string | undefined {
  if (!offersPaymentPlan(item)) return undefined;
  return item.paymentPlan ?? `or ${payLaterPlanText(item.priceCents)}`;
}

export function payLaterPlanText(priceCents: number): string {
  return `4 payments of ${payLaterInstalmentText(priceCents)}`;
}

export function payInFourText(priceCents: number): string {
  return `Pay-in-four: ${payLaterPlanText(priceCents)}`;
}
