import { data } from "@remix-run/node";
import type { Config } from "../config";
import type { Database } from "../db";
import { clientIp } from "../security/client-ip";
import { redirectWithToast } from "../toast";
import { requireAdmin } from "./access";
import { adminActions, recordAdminAction } from "./audit";
import { MAX_ORDER_NOTE, saveOrderNote } from "./orders";

/** POST /admin/order?id=…: saves the owner's note (`intent=note`, `note`), audited. */
export async function submitOrderAction(
  request: Request,
  formData: FormData,
  deps: { db: Database; config: Config; context?: object; now?: Date },
) {
  const admin = await requireAdmin(request, deps.config, deps.context);
  const orderId = new URL(request.url).searchParams.get("id") ?? "";
  if (formData.get("intent") !== "note") {
    return data({ error: "Unknown action.", note: null }, { status: 400 });
  }
  const note = String(formData.get("note") ?? "").trim();
  if (note.length > MAX_ORDER_NOTE) {
    return data(
      { error: `The note can hold ${MAX_ORDER_NOTE} characters at most.`, note },
      { status: 400 },
    );
  }
  const saved = await deps.db.transaction(async (tx) => {
    const found = await saveOrderNote(tx, orderId, note);
    if (found) {
      await recordAdminAction(
        tx,
        {
          adminEmail: admin.email,
          action: adminActions.orderNote,
          target: orderId,
          ip: clientIp(request, deps.config.auth.trustProxyHops),
        },
        deps.now ?? new Date(),
      );
    }
    return found;
  });
  if (!saved) return data({ error: "That order no longer exists.", note }, { status: 404 });
  return redirectWithToast(`/admin/order?id=${orderId}`, { title: "Note saved" });
}
