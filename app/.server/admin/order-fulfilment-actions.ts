import { parseWithZod } from "@conform-to/zod";
import { data } from "react-router";
import { fulfilmentLabels } from "~/utils/fulfilment";
import { formatMoney } from "~/utils/money";
import {
  fulfilmentFormSchema,
  orderFormMessages,
  partialRefundFormSchema,
} from "~/utils/forms/order-admin";
import type { Database } from "../db";
import { redirectWithToast } from "../flash-toast";
import { logger } from "../logger";
import type { CheckoutContext } from "../payments/checkout";
import { fulfilmentMessages, moveFulfilment } from "../payments/fulfilment";
import { ProviderUnavailable } from "../payments/port";
import { findRefundByKey, refundedCents, refundOrder } from "../payments/refund";
import { findPayment } from "../payments/store";
import { adminActions, recordAdminAction, type AuditEntry } from "./audit";

export type OrderFormReply = {
  form: "note" | "refund" | "fulfil" | "partial-refund";
  error: string;
  note: string | null;
  values?: Record<string, string>;
};

export type OrderFormDeps = {
  db: Database;
  checkout: Pick<CheckoutContext, "providers" | "mail">;
  now?: Date;
};

type Audit = Omit<AuditEntry, "action">;

export const providerUnavailable =
  "The payment provider could not be reached, so we don't know yet whether the refund went through. Trying again is safe: the order is never refunded twice.";

function reply(
  form: OrderFormReply["form"],
  error: string,
  status: number,
  values?: Record<string, string>,
) {
  return data<OrderFormReply>({ form, error, note: null, values }, { status });
}

const valuesOf = (formData: FormData, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? "")]));

const firstError = (errors: Record<string, string[] | null> | null | undefined) =>
  Object.values(errors ?? {}).flatMap((messages) => messages ?? [])[0] ?? orderFormMessages.move;

const moveActions = {
  in_progress: adminActions.orderInProgress,
  delivered: adminActions.orderDelivered,
  cancelled: adminActions.orderCancel,
} as const;

export async function fulfil(
  orderId: string,
  formData: FormData,
  audit: Audit,
  deps: OrderFormDeps,
) {
  const values = valuesOf(formData, ["to", "message"]);
  const submission = parseWithZod(formData, { schema: fulfilmentFormSchema });
  if (submission.status !== "success") {
    return reply("fulfil", firstError(submission.error), 400, values);
  }
  const move = submission.value;
  const at = () => deps.now ?? new Date();
  let outcome;
  try {
    outcome = await moveFulfilment(
      deps.db,
      deps.checkout.providers,
      deps.checkout.mail,
      orderId,
      { ...move, adminEmail: audit.adminEmail },
      {
        onMoved: (tx) => recordAdminAction(tx, { ...audit, action: moveActions[move.to] }, at()),
        onRefunded: (tx) =>
          recordAdminAction(tx, { ...audit, action: adminActions.orderRefund }, at()),
      },
    );
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    logger.warn("cancel: refund provider unavailable", { orderId, error });
    return reply("fulfil", providerUnavailable, 503, values);
  }
  if (outcome.kind === "not-found") return reply("fulfil", "That order no longer exists.", 404);
  if (outcome.kind === "stale") {
    return reply("fulfil", fulfilmentMessages.stale(outcome.now), 409);
  }
  if (outcome.kind === "refused") return reply("fulfil", outcome.message, 409, values);
  return redirectWithToast(`/admin/order?id=${orderId}`, {
    title: `Marked ${fulfilmentLabels[move.to].toLowerCase()}`,
    description: "The customer gets an e-mail saying so.",
  });
}

const partialRefundKey = (orderId: string, formKey: string) => `refund:${orderId}:${formKey}`;

/** The same form sent again finds its refund recorded and answers without asking the provider. */
export async function partialRefund(
  orderId: string,
  formData: FormData,
  audit: Audit,
  deps: OrderFormDeps,
) {
  const values = valuesOf(formData, ["amount", "key"]);
  const submission = parseWithZod(formData, { schema: partialRefundFormSchema });
  if (submission.status !== "success") {
    return reply("partial-refund", firstError(submission.error), 400, values);
  }
  const { amount, key } = submission.value;
  const refundKey = partialRefundKey(orderId, key);
  const done = await findRefundByKey(deps.db, refundKey);
  if (done?.paymentId === orderId) return refunded(orderId, done.amountCents);
  const row = await findPayment(deps.db, orderId);
  if (!row) return reply("partial-refund", "That order no longer exists.", 404);
  const left = row.amountCents - (await refundedCents(deps.db, orderId));
  if (row.status === "completed" && amount > left) {
    return reply("partial-refund", orderFormMessages.amountOver(left), 400, values);
  }
  let outcome;
  try {
    outcome = await refundOrder(deps.db, deps.checkout.providers, deps.checkout.mail, orderId, {
      amountCents: amount,
      key: refundKey,
      adminEmail: audit.adminEmail,
      onRecorded: (tx) =>
        recordAdminAction(
          tx,
          { ...audit, action: adminActions.orderPartialRefund },
          deps.now ?? new Date(),
        ),
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    logger.warn("partial refund: provider unavailable", { orderId, error });
    return reply("partial-refund", providerUnavailable, 503, values);
  }
  if (outcome.kind === "not-found")
    return reply("partial-refund", "That order no longer exists.", 404);
  if (outcome.kind === "refused") return reply("partial-refund", outcome.message, 409, values);
  return refunded(orderId, amount);
}

function refunded(orderId: string, amountCents: number) {
  return redirectWithToast(`/admin/order?id=${orderId}`, {
    title: `Refunded ${formatMoney(amountCents, { cents: true })}`,
    description: "The customer gets an e-mail saying so.",
  });
}
