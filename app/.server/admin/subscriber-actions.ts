import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { Config } from "../config";
import type { Database } from "../db";
import { unsubscribe } from "../newsletter/unsubscribe";
import { clientIp } from "../security/client-ip";
import { redirectWithToast } from "../flash-toast";
import { requireAdmin } from "./access";
import { adminActions, recordAdminAction } from "./audit";
import { getSubscriber } from "./subscribers";

export async function submitSubscriberAction(
  request: Request,
  formData: FormData,
  deps: { db: Database; config: Config; context: AppLoadContext; now?: Date },
) {
  const admin = await requireAdmin(request, deps.config, deps.context);
  if (formData.get("intent") !== "unsubscribe") {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  const subscriber = await getSubscriber(deps.db, String(formData.get("subscriberId") ?? ""));
  if (!subscriber) return data({ error: "That subscriber no longer exists." }, { status: 404 });
  await unsubscribe(deps.db, subscriber.email);
  await recordAdminAction(
    deps.db,
    {
      adminEmail: admin.email,
      action: adminActions.subscriberUnsubscribe,
      target: subscriber.id,
      ip: clientIp(request, deps.config.auth.trustProxyHops),
    },
    deps.now ?? new Date(),
  );
  return redirectWithToast("/admin/subscribers", {
    title: "Unsubscribed",
    description: `${subscriber.email} gets no more newsletters.`,
  });
}
