import { data } from "react-router";
import type { AppContext } from "../app-context";
import { unsubscribe } from "../newsletter/unsubscribe";
import { clientIp } from "../security/client-ip";
import { redirectWithToast } from "../flash-toast";
import { requireAdmin, type AdminFormInput } from "./access";
import { adminActions, recordAdminAction } from "./audit";
import { getSubscriber } from "./subscribers";

export async function submitSubscriberAction(
  app: Pick<AppContext, "db" | "config">,
  request: Request,
  { formData, context, now }: AdminFormInput,
) {
  const admin = await requireAdmin(app, request, { context });
  if (formData.get("intent") !== "unsubscribe") {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  const subscriber = await getSubscriber(app.db, String(formData.get("subscriberId") ?? ""));
  if (!subscriber) return data({ error: "That subscriber no longer exists." }, { status: 404 });
  await unsubscribe(app.db, subscriber.email);
  await recordAdminAction(
    app.db,
    {
      adminEmail: admin.email,
      action: adminActions.subscriberUnsubscribe,
      target: subscriber.id,
      ip: clientIp(request, app.config.auth.trustProxyHops),
    },
    now ?? new Date(),
  );
  return redirectWithToast("/admin/subscribers", {
    title: "Unsubscribed",
    description: `${subscriber.email} gets no more newsletters.`,
  });
}
