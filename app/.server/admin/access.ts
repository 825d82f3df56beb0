import { redirect } from "react-router";
import type { LoadContext } from "~/.server/context";
import { getAuth, type AuthUser } from "../auth";
import type { Config } from "../config";

/** To anyone else every /admin URL is the site's 404, so the dashboard's existence is not revealed. */
export type AdminGate =
  | { status: "admin"; user: AuthUser }
  | { status: "second-factor"; step: "enrol" | "challenge" };

function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

export function isAdminEmail(config: Pick<Config, "adminEmails">, email: string): boolean {
  return config.adminEmails.includes(email.trim().toLowerCase());
}

/** Whether the dashboard exists for whoever sent `request`: an admin's session, second factor or not. */
export async function seesDashboard(
  app: { config: Pick<Config, "adminEmails"> },
  request: Request,
  { context }: { context: LoadContext },
): Promise<boolean> {
  return (await adminState(app, request, context)) !== null;
}

/** The session's state if it is an admin's (listed address), whatever its second factor. */
async function adminState(
  app: { config: Pick<Config, "adminEmails"> },
  request: Request,
  context: LoadContext,
) {
  const state = await (await getAuth(request, context)).state();
  return state && isAdminEmail(app.config, state.user.email) ? state : null;
}

export async function adminGate(
  app: { config: Pick<Config, "adminEmails"> },
  request: Request,
  { context }: { context: LoadContext },
): Promise<AdminGate> {
  const state = await adminState(app, request, context);
  if (!state) throw notFound();
  if (state.needsMfa) return { status: "second-factor", step: "challenge" };
  if (state.aal !== "aal2") return { status: "second-factor", step: "enrol" };
  return { status: "admin", user: state.user };
}

export async function requireAdmin(
  app: { config: Pick<Config, "adminEmails"> },
  request: Request,
  input: { context: LoadContext },
): Promise<AuthUser> {
  const gate = await adminGate(app, request, input);
  if (gate.status !== "admin") throw redirect("/admin");
  return gate.user;
}

/** What a dashboard action gets beyond the app context and the request; `now` for tests' clocks. */
export type AdminFormInput = { formData: FormData; context: LoadContext; now?: Date };
