import { data } from "react-router";
import type { AppContext } from "../app-context";
import type { Database } from "../db";
import { logger } from "../logger";
import type { CheckoutContext } from "../payments/checkout";
import { ProviderUnavailable } from "../payments/port";
import { refundOrder } from "../payments/refund";
import { clientIp } from "../security/client-ip";
import { redirectWithToast } from "../flash-toast";
import { requireAdmin, type AdminFormInput } from "./access";
import { adminActions, recordAdminAction } from "./audit";
import { MAX_ORDER_NOTE } from "~/utils/admin-inputs";
import { saveOrderNote } from "./orders";
import {
  fulfil,
  partialRefund,
  providerUnavailable,
  type OrderFormReply,
} from "./order-fulfilment-actions";

type Deps = {
  db: Database;
  checkout: Pick<CheckoutContext, "providers" | "mail">;
  now?: Date;
};

export type OrderActionReply = OrderFormReply;

export const refundUnavailable = providerUnavailable;

const reply = (form: OrderActionReply["form"], error: string, status: number) =>
  data<OrderActionReply>({ form, error, note: null }, { status });

export async function submitOrderAction(
  app: Pick<AppContext, "db" | "config"> & Pick<Deps, "checkout">,
  request: Request,
  { formData, context, now }: AdminFormInput,
) {
  const admin = await requireAdmin(app, request, { context });
  const deps: Deps = { db: app.db, checkout: app.checkout, now };
  const orderId = new URL(request.url).searchParams.get("id") ?? "";
  const audit = {
    adminEmail: admin.email,
    target: orderId,
    ip: clientIp(request, app.config.auth.trustProxyHops),
  };
  const intent = formData.get("intent");
  if (intent === "refund") return refund(orderId, audit, deps);
  if (intent === "fulfil") return fulfil(orderId, formData, audit, deps);
  if (intent === "partial-refund") return partialRefund(orderId, formData, audit, deps);
  if (intent !== "note") return reply("note", "Unknown action.", 400);
  const note = String(formData.get("note") ?? "").trim();
  if (note.length > MAX_ORDER_NOTE) {
    return data<OrderActionReply>(
      { form: "note", error: `The note can hold ${MAX_ORDER_NOTE} characters at most.`, note },
      { status: 400 },
    );
  }
  const saved = await deps.db.transaction(async (tx) => {
    const found = await saveOrderNote(tx, orderId, note);
    if (found) {
      await recordAdminAction(
        tx,
        { ...audit, action: adminActions.orderNote },
        deps.now ?? new Date(),
      );
    }
    return found;
  });
  if (!saved) {
    return data<OrderActionReply>(
      { form: "note", error: "That order no longer exists.", note },
      { status: 404 },
    );
  }
  return redirectWithToast(`/admin/order?id=${orderId}`, { title: "Note saved" });
}

/** The audit line is written with the refund, so a double submit (the same refund) is one line. */
async function refund(
  orderId: string,
  audit: { adminEmail: string; target: string; ip: string | null },
  deps: Deps,
) {
  const { providers, mail } = deps.checkout;
  let outcome;
  try {
    outcome = await refundOrder(deps.db, providers, mail, orderId, {
      adminEmail: audit.adminEmail,
      onRecorded: (tx) =>
        recordAdminAction(
          tx,
          { ...audit, action: adminActions.orderRefund },
          deps.now ?? new Date(),
        ),
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    logger.warn("refund: provider unavailable", { orderId, error });
    return reply("refund", refundUnavailable, 503);
  }
  if (outcome.kind === "not-found") return reply("refund", "That order no longer exists.", 404);
  if (outcome.kind === "refused") return reply("refund", outcome.message, 409);
  return redirectWithToast(`/admin/order?id=${orderId}`, {
    title: "Order refunded",
    description: "The customer gets an e-mail saying so.",
  });
}
