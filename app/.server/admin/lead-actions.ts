import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { safeRedirect } from "~/utils/safe-redirect";
import type { Config } from "../config";
import type { Database } from "../db";
import { clientIp } from "../security/client-ip";
import { redirectWithToast } from "../flash-toast";
import { requireAdmin } from "./access";
import { adminActions, recordAdminAction } from "./audit";
import { setLeadHandled } from "./leads";

export async function submitLeadAction(
  request: Request,
  formData: FormData,
  deps: { db: Database; config: Config; context: AppLoadContext; now?: Date },
) {
  const admin = await requireAdmin(request, deps.config, deps.context);
  const intent = formData.get("intent");
  const leadId = String(formData.get("leadId") ?? "");
  if (intent !== "handled" && intent !== "open") {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  const now = deps.now ?? new Date();
  const handled = intent === "handled";
  const changed = await deps.db.transaction(async (tx) => {
    const found = await setLeadHandled(tx, leadId, handled, now);
    if (found) {
      await recordAdminAction(
        tx,
        {
          adminEmail: admin.email,
          action: handled ? adminActions.leadHandled : adminActions.leadUnhandled,
          target: leadId,
          ip: clientIp(request, deps.config.auth.trustProxyHops),
        },
        now,
      );
    }
    return found;
  });
  if (!changed) return data({ error: "That lead no longer exists." }, { status: 404 });
  return redirectWithToast(safeRedirect(formData.get("returnTo"), "/admin/leads"), {
    title: handled ? "Marked handled" : "Marked not handled",
  });
}
