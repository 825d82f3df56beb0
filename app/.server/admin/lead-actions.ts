import { data } from "react-router";
import type { AppContext } from "../app-context";
import { safeRedirect } from "~/utils/safe-redirect";
import { clientIp } from "../security/client-ip";
import { redirectWithToast } from "../flash-toast";
import { requireAdmin, type AdminFormInput } from "./access";
import { adminActions, recordAdminAction } from "./audit";
import { setLeadHandled } from "./leads";

export async function submitLeadAction(
  app: Pick<AppContext, "db" | "config">,
  request: Request,
  { formData, context, now: clock }: AdminFormInput,
) {
  const admin = await requireAdmin(app, request, { context });
  const intent = formData.get("intent");
  const leadId = String(formData.get("leadId") ?? "");
  if (intent !== "handled" && intent !== "open") {
    return data({ error: "Unknown action." }, { status: 400 });
  }
  const now = clock ?? new Date();
  const handled = intent === "handled";
  const changed = await app.db.transaction(async (tx) => {
    const found = await setLeadHandled(tx, leadId, handled, now);
    if (found) {
      await recordAdminAction(
        tx,
        {
          adminEmail: admin.email,
          action: handled ? adminActions.leadHandled : adminActions.leadUnhandled,
          target: leadId,
          ip: clientIp(request, app.config.auth.trustProxyHops),
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
