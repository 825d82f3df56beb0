import { data } from "react-router";
import type { AppContext } from "../app-context";
import { isUuid } from "./ids";
import { retryDeadDeliveries, retryDeadDelivery } from "../leads/outbox";
import { clientIp } from "../security/client-ip";
import { redirectWithToast } from "../flash-toast";
import { requireAdmin, type AdminFormInput } from "./access";
import { adminActions, recordAdminAction } from "./audit";

export async function submitDeliveryAction(
  app: Pick<AppContext, "db" | "config" | "outbox" | "defer">,
  request: Request,
  { formData, context, now: clock }: AdminFormInput,
) {
  const admin = await requireAdmin(app, request, { context });
  const intent = formData.get("intent");
  const now = clock ?? new Date();
  const ip = clientIp(request, app.config.auth.trustProxyHops);
  if (intent === "retry") {
    const deliveryId = String(formData.get("deliveryId") ?? "");
    const retried = isUuid(deliveryId) && (await retryDeadDelivery(app.db, deliveryId));
    if (!retried) {
      return data({ error: "That delivery is no longer waiting for a retry." }, { status: 409 });
    }
    await recordAdminAction(
      app.db,
      { adminEmail: admin.email, action: adminActions.deliveryRetry, target: deliveryId, ip },
      now,
    );
    app.defer(app.outbox.runOnce());
    return redirectWithToast("/admin/deliveries", { title: "Delivery queued again" });
  }
  if (intent === "retry-all") {
    const count = await retryDeadDeliveries(app.db);
    await recordAdminAction(
      app.db,
      { adminEmail: admin.email, action: adminActions.deliveriesRetryAll, target: null, ip },
      now,
    );
    app.defer(app.outbox.runOnce());
    return redirectWithToast("/admin/deliveries", {
      title: count === 1 ? "1 delivery queued again" : `${count} deliveries queued again`,
    });
  }
  return data({ error: "Unknown action." }, { status: 400 });
}
