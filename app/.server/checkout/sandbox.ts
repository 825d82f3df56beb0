import { data, redirect } from "react-router";
import { formatMoney } from "~/utils/money";
import { payLaterInstalmentText } from "~/utils/pricing";
import { createToast } from "~/utils/toast";
import type { AppContext } from "../app-context";
import { offlineNotificationUrl } from "../payments/offline";
import {
  invoicePageUrl,
  findSandboxInvoice,
  paySandboxInvoice,
} from "../payments/offline/invoices";
import {
  approveSandboxOrder,
  cancelSandboxOrder,
  findSandboxOrder,
} from "../payments/offline/orders";
import { receiveWebhook } from "../payments/webhook-events";
import { getOfflineSigningKey } from "../payments";
import { assertNotSpam } from "../security/honeypot";

/** PayPal's and Square's pages as the offline sandbox draws them: a 404 unless it takes the payments. */
function sandbox(app: AppContext) {
  const ctx = app.checkout;
  if (ctx.providers.mode !== "offline") notFound();
  return ctx;
}

function notFound(): never {
  throw data({ message: "There is no such sandbox payment." }, { status: 404 });
}

export async function loadSandboxOrder(app: AppContext, request: Request) {
  const { db } = sandbox(app);
  const orderId = new URL(request.url).searchParams.get("token") ?? "";
  const order = orderId ? await findSandboxOrder(db, orderId) : undefined;
  if (!order) notFound();
  return {
    orderId,
    title: order.data.title,
    amount: formatMoney(order.data.amountCents, { cents: true }),
    status: order.status,
  };
}

export async function submitSandboxOrder(app: AppContext, request: Request, formData: FormData) {
  await assertNotSpam(formData);
  const { db } = sandbox(app);
  const orderId = new URL(request.url).searchParams.get("token") ?? "";
  const to =
    formData.get("intent") === "approve"
      ? await approveSandboxOrder(db, orderId)
      : await cancelSandboxOrder(db, orderId);
  if (!to) {
    return data({ message: "This order can no longer be approved." }, { status: 409 });
  }
  return redirect(to, 303);
}

export async function loadSandboxInvoice(app: AppContext, request: Request) {
  const { db, siteUrl } = sandbox(app);
  const invoiceId = new URL(request.url).searchParams.get("id") ?? "";
  const invoice = invoiceId ? await findSandboxInvoice(db, invoiceId) : undefined;
  if (!invoice) notFound();
  return {
    invoiceId,
    url: invoicePageUrl(siteUrl, invoiceId),
    title: invoice.data.title,
    amount: formatMoney(invoice.data.amountCents, { cents: true }),
    installment: payLaterInstalmentText(invoice.data.amountCents),
    paid: invoice.status === "PAID",
  };
}

/** Sends Square's signed event through the real webhook code. */
export async function submitSandboxInvoice(app: AppContext, request: Request, formData: FormData) {
  await assertNotSpam(formData);
  const ctx = sandbox(app);
  const invoiceId = new URL(request.url).searchParams.get("id") ?? "";
  const event = await paySandboxInvoice(ctx.db, invoiceId, {
    signatureKey: getOfflineSigningKey(),
    notificationUrl: offlineNotificationUrl(ctx.siteUrl),
  });
  if (!event) {
    return data(
      {
        paid: false,
        toast: createToast({
          title: "Nothing to pay",
          description: "This invoice is already paid.",
          variant: "destructive",
        }),
      },
      { status: 409 },
    );
  }
  await receiveWebhook(ctx.db, ctx.providers, ctx.mail, "square", event);
  app.defer(app.outbox.runOnce());
  return data({
    paid: true,
    toast: createToast({
      title: "Invoice paid",
      description: "Thank you! Your payment was received.",
    }),
  });
}
