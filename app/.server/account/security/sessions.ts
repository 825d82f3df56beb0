import type { SessionView } from "~/utils/account-security";
import { securityToasts } from "~/utils/forms/security";
import { securityIntents } from "~/utils/forms/security-fields";
import { refused } from "./refused";
import type { AppContext } from "../../app-context";
import type { AuthSession } from "../../auth";
import { redirectWithToast } from "../../flash-toast";
import type { SecurityForm } from "./section";

/** Null where the adapter keeps no list (Supabase) or it cannot be read. */
export async function loadSessions(auth: AuthSession): Promise<SessionView[] | null> {
  const listed = await auth.sessions();
  if (!listed.ok || !listed.value) return null;
  return listed.value.map((s) => ({
    device: s.device,
    signedInAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.current,
  }));
}

export async function signOutOthers(app: AppContext, request: Request, { auth }: SecurityForm) {
  const ended = await auth.signOutOthers();
  if (!ended.ok) return refused(securityIntents.signOutOthers, ended.error);
  return redirectWithToast("/account", securityToasts.signedOutOthers);
}
