import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { z } from "zod";
import { checkoutPath, signInToPurchasePath } from "~/utils/purchase";
import {
  checkoutToasts,
  checkoutTabs,
  type CheckoutReply,
  type CheckoutTab,
} from "~/utils/checkout";
import { formatOrderNumber, orderPath } from "~/utils/order-number";
import { createToast } from "~/utils/toast";
import { getOptionalUser } from "../auth/session-user";
import { catalogIconDrawings } from "../catalog-icons";
import type { LoadContext } from "~/.server/context";
import type { AppContext } from "../app-context";
import { loadCatalogue } from "../catalogue";
import type { Database } from "../db";
import { payByCard, sendInvoice, startRedirect } from "../payments/checkout";
import { MIN_PRICE_CENTS } from "~/content/catalog/schema";
import { openInvoiceOf } from "../payments/store";
import { redirectWithToast } from "../flash-toast";
import { visitorLink, visitorSiteUrl } from "../visitor-url";
import { clientIpKey } from "../security/client-ip";
import { assertNotSpam } from "../security/honeypot";
import { userAllowances } from "../security/rate-limit";

/**
 * The browser names only the product and the attempt; the price is the catalogue's. An item
 * without a price (one saved at $0 before the catalogue refused it) is not sold here.
 */
async function checkoutItem(db: Database, request: Request) {
  const productId = new URL(request.url).searchParams.get("product") ?? "";
  const item = (await loadCatalogue(db)).find(productId);
  if (!item || item.url || item.priceCents < MIN_PRICE_CENTS) {
    throw data({ message: "We couldn't find that service." }, { status: 404 });
  }
  return item;
}

function tabFrom(request: Request): CheckoutTab | undefined {
  const tab = new URL(request.url).searchParams.get("tab");
  return checkoutTabs.find((t) => t === tab);
}

export async function loadCheckout(
  app: AppContext,
  request: Request,
  { context }: { context: LoadContext },
) {
  const item = await checkoutItem(app.db, request);
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect(signInToPurchasePath(checkoutPath(item.id, tabFrom(request))));
  const { providers } = app.checkout;
  const open = await openInvoiceOf(app.db, user.id, item.id);
  return {
    item,
    icons: catalogIconDrawings([item]),
    email: user.email,
    tab: tabFrom(request),
    sandbox: providers.mode === "offline",
    /** An unpaid invoice for this item is shown instead of the ways to pay. */
    openInvoice: open
      ? {
          number: formatOrderNumber(open.number),
          orderPath: orderPath(open.number),
          sentAt: open.createdAt.toISOString(),
          invoiceUrl: open.providerData.invoiceUrl
            ? visitorLink(app.config, request, open.providerData.invoiceUrl)
            : null,
        }
      : null,
    card: providers.card ? { ...providers.card.sdk, attempt: randomUUID() } : null,
    paypal: providers.redirect ? { attempt: randomUUID() } : null,
    invoice: providers.invoice ? { attempt: randomUUID() } : null,
  };
}

const checkoutForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("card"),
    attempt: z.string().uuid(),
    sourceId: z.string().min(1).max(512),
  }),
  z.object({ intent: z.literal("paypal"), attempt: z.string().uuid() }),
  z.object({ intent: z.literal("invoice"), attempt: z.string().uuid() }),
]);

/** Per user per 15 minutes: each attempt may reach a paid provider API. */
const ATTEMPTS_PER_USER = 30;

function reply(body: CheckoutReply, status = 200) {
  return data(body, { status });
}

/** A pending attempt (the provider's answer unknown) is repeated, so its key keeps it one payment. */
function failure(
  intent: CheckoutTab | "unknown",
  status: number,
  title: string,
  message: string,
  pending?: true,
) {
  return reply(
    {
      intent,
      ok: false,
      toast: createToast({ title, description: message, variant: "destructive" }),
      ...(pending ? {} : { nextAttempt: randomUUID() }),
    },
    status,
  );
}

const failureTitles: Record<CheckoutTab | "unknown", string> = {
  card: checkoutToasts.cardFailed.title,
  paypal: checkoutToasts.paypalFailed.title,
  invoice: checkoutToasts.invoiceFailed.title,
  unknown: checkoutToasts.cardFailed.title,
};

export async function submitCheckout(
  app: AppContext,
  request: Request,
  { formData, context }: { formData: FormData; context: LoadContext },
) {
  await assertNotSpam(formData);
  const item = await checkoutItem(app.db, request);
  const intentField = String(formData.get("intent") ?? "");
  const intent = checkoutTabs.find((t) => t === intentField) ?? "unknown";
  const user = await getOptionalUser(request, context, { fresh: true });
  if (!user) {
    const message =
      intent === "invoice"
        ? checkoutToasts.invoiceSignedOut.description
        : checkoutToasts.userNotAuthenticated;
    return failure(intent, 401, failureTitles[intent], message);
  }
  const parsed = checkoutForm.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    return failure(intent, 400, failureTitles[intent], checkoutToasts.badForm);
  }
  const limited = await app.rateLimit(
    userAllowances(
      "checkout",
      user.id,
      clientIpKey(request, app.config.auth.trustProxyHops),
      ATTEMPTS_PER_USER,
    ),
  );
  if (limited.limited) {
    return failure(intent, 429, failureTitles[intent], checkoutToasts.tooMany(limited.retryAfterS));
  }
  const ctx = app.checkout;
  const customer = { id: user.id, email: user.email };
  const form = parsed.data;
  const request_ = { productId: item.id, attempt: form.attempt };

  if (form.intent === "card") {
    const result = await payByCard(ctx, customer, { ...request_, sourceId: form.sourceId });
    if (!result.ok) {
      return failure("card", result.status, failureTitles.card, result.message, result.pending);
    }
    app.defer(app.outbox.runOnce());
    throw await redirectWithToast(orderPath(result.payment.number), checkoutToasts.cardPaid, {
      status: 303,
    });
  }
  if (form.intent === "paypal") {
    const result = await startRedirect(
      ctx,
      customer,
      request_,
      visitorSiteUrl(app.config, request),
    );
    if (!result.ok) {
      return failure("paypal", result.status, failureTitles.paypal, result.message, result.pending);
    }
    throw redirect(result.redirectUrl, 303);
  }
  const result = await sendInvoice(ctx, customer, request_);
  if (!result.ok) {
    return failure("invoice", result.status, failureTitles.invoice, result.message, result.pending);
  }
  throw await redirectWithToast(orderPath(result.payment.number), checkoutToasts.invoiceSent, {
    status: 303,
  });
}
