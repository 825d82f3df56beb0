import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { Config } from "../config";
import { isUuid } from "./ids";
import type { Database } from "../db";
import { retryDeadDeliveries, retryDeadDelivery } from "../leads/outbox";
import { clientIp } from "../security/client-ip";
import { redirectWithToast } from "../flash-toast";
import { requireAdmin } from "./access";
import { adminActions, recordAdminAction } from "./audit";

export async function submitDeliveryAction(
  request: Request,
  formData: FormData,
  deps: {
    db: Database;
    config: Config;
    wakeOutbox: () => void;
    context: AppLoadContext;
    now?: Date;
  },
) {
  const admin = await requireAdmin(request, deps.config, deps.context);
  const intent = formData.get("intent");
  const now = deps.now ?? new Date();
  const ip = clientIp(request, deps.config.auth.trustProxyHops);
  if (intent === "retry") {
    const deliveryId = String(formData.get("deliveryId") ?? "");
    const retried = isUuid(deliveryId) && (await retryDeadDelivery(deps.db, deliveryId));
    if (!retried) {
      return data({ error: "That delivery is no longer waiting for a retry." }, { status: 409 });
    }
    await recordAdminAction(
      deps.db,
      { adminEmail: admin.email, action: adminActions.deliveryRetry, target: deliveryId, ip },
      now,
    );
    deps.wakeOutbox();
    return redirectWithToast("/admin/deliveries", { title: "Delivery queued again" });
  }
  if (intent === "retry-all") {
    const count = await retryDeadDeliveries(deps.db);
    await recordAdminAction(
      deps.db,
      { adminEmail: admin.email, action: adminActions.deliveriesRetryAll, target: null, ip },
      now,
    );
    deps.wakeOutbox();
    return redirectWithToast("/admin/deliveries", {
      title: count === 1 ? "1 delivery queued again" : `${count} deliveries queued again`,
    });
  }
  return data({ error: "Unknown action." }, { status: 400 });
}
