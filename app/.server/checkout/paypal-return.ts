import { data } from "react-router";
import { checkoutPath } from "~/utils/purchase";
import { checkoutToasts } from "~/utils/checkout";
import { orderPath } from "~/utils/order-number";
import type { AppContext } from "../app-context";
import { cancelRedirect, completeRedirect } from "../payments/checkout";
import { isUuid } from "../payments/store";
import { redirectWithToast } from "../flash-toast";

/**
 * Captures once however often the browser comes back; the order id must be the one stored for
 * the row, so a forged return can neither capture nor cancel someone else's payment.
 */
export async function returnFromPayPal(app: AppContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const paymentId = query.get("payment") ?? "";
  const orderId = query.get("token") ?? "";
  if (!isUuid(paymentId) || !orderId) notFound();
  const ctx = app.checkout;
  if (query.get("cancel") === "1") {
    const row = await cancelRedirect(ctx, paymentId, orderId);
    if (!row) notFound();
    return redirectWithToast(
      `${checkoutPath(row.productId)}&tab=paypal`,
      checkoutToasts.paypalCanceled,
    );
  }
  const result = await completeRedirect(ctx, paymentId, orderId);
  if (!result) notFound();
  const back = `${checkoutPath(result.payment.productId)}&tab=paypal`;
  switch (result.outcome) {
    case "completed":
      app.defer(app.outbox.runOnce());
      return redirectWithToast(orderPath(result.payment.number), checkoutToasts.paypalPaid);
    case "pending":
      return redirectWithToast(orderPath(result.payment.number), checkoutToasts.paypalPending);
    case "not-approved":
      return redirectWithToast(back, {
        ...checkoutToasts.paypalNotApproved,
        variant: "destructive",
      });
    case "canceled":
      return redirectWithToast(back, checkoutToasts.paypalCanceled);
    case "failed":
      return redirectWithToast(back, {
        ...checkoutToasts.cardFailed,
        description: result.message ?? "Payment failed",
        variant: "destructive",
      });
  }
}

function notFound(): never {
  throw data({ message: "We couldn't find that payment." }, { status: 404 });
}
