import type { Database } from "../../db";
import type { ChargeResult, PaymentItem, RedirectCheckout } from "../port";
import { offlineId } from "./card";
import { getRecord, moveRecord, putRecord } from "./sandbox-records";

export type SandboxOrder = {
  reference: string;
  title: string;
  amountCents: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
};

export function offlineRedirectCheckout(db: Database): RedirectCheckout {
  return {
    async start({ item, returnUrl, cancelUrl, idempotencyKey }) {
      const orderId = offlineId("ORDER", idempotencyKey).toUpperCase();
      await putRecord<SandboxOrder>(db, "order", orderId, "CREATED", {
        ...itemData(item),
        returnUrl,
        cancelUrl,
      });
      // The approval page is on the site the buyer comes back to (the address they used).
      const approval = new URL("/sandbox/paypal", returnUrl);
      approval.search = new URLSearchParams({ token: orderId }).toString();
      return { orderId, approvalUrl: approval.href };
    },
    async complete({ orderId }): Promise<ChargeResult | { kind: "not-approved" }> {
      const order = await getRecord<SandboxOrder>(db, "order", orderId);
      if (!order) {
        return {
          kind: "declined",
          code: "RESOURCE_NOT_FOUND",
          message: "PayPal could not find this order.",
        };
      }
      if (order.status === "APPROVED") {
        await moveRecord(db, "order", orderId, ["APPROVED"], "COMPLETED");
        return { kind: "completed", providerRef: orderId };
      }
      if (order.status === "COMPLETED") return { kind: "completed", providerRef: orderId };
      return { kind: "not-approved" };
    },
  };
}

function itemData(item: PaymentItem) {
  return {
    reference: item.reference,
    title: item.title,
    amountCents: item.amountCents,
    currency: item.currency,
  };
}

export async function findSandboxOrder(db: Database, orderId: string) {
  return getRecord<SandboxOrder>(db, "order", orderId);
}

export async function approveSandboxOrder(db: Database, orderId: string) {
  const order = await getRecord<SandboxOrder>(db, "order", orderId);
  if (!order) return undefined;
  const moved = await moveRecord(db, "order", orderId, ["CREATED"], "APPROVED");
  if (!moved && order.status !== "APPROVED") return undefined;
  return withQuery(order.data.returnUrl, { token: orderId, PayerID: "SANDBOXBUYER1" });
}

export async function cancelSandboxOrder(db: Database, orderId: string) {
  const order = await getRecord<SandboxOrder>(db, "order", orderId);
  if (!order) return undefined;
  return withQuery(order.data.cancelUrl, { token: orderId });
}

function withQuery(url: string, query: Record<string, string>) {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value);
  return target.toString();
}
