import { redirect, type AppLoadContext } from "@remix-run/node";
import { getAuth, type AuthUser } from "../auth";
import type { Config } from "../config";

/**
 * Who may open the owner's dashboard. An admin is a signed-in user whose e-mail ADMIN_EMAILS
 * lists (sign-in requires a confirmed address: the local adapter refuses an unconfirmed one, and
 * config.ts refuses ADMIN_EMAILS in production with confirmation turned off) and who has passed a
 * second factor in this session (aal2). To anyone else every /admin URL is the site's 404, so the
 * dashboard's existence is not revealed.
 */
export type AdminGate =
  | { status: "admin"; user: AuthUser }
  /** On the list, but two-factor sign-in is off ("enrol") or still owed this session ("challenge"). */
  | { status: "second-factor"; step: "enrol" | "challenge" };

export function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

export function isAdminEmail(config: Pick<Config, "adminEmails">, email: string): boolean {
  return config.adminEmails.includes(email.trim().toLowerCase());
}

/** The dashboard's gate for this request (loaders pass their load context: one lookup). */
export async function adminGate(
  app: { config: Pick<Config, "adminEmails"> },
  request: Request,
  { context }: { context: AppLoadContext },
): Promise<AdminGate> {
  const state = await (await getAuth(request, context)).state();
  if (!state || !isAdminEmail(app.config, state.user.email)) throw notFound();
  if (state.needsMfa) return { status: "second-factor", step: "challenge" };
  if (state.aal !== "aal2") return { status: "second-factor", step: "enrol" };
  return { status: "admin", user: state.user };
}

/**
 * For the dashboard's pages and actions: the admin, or a 404 for anyone else; an admin who still
 * owes the second factor is sent to /admin, which says what to do.
 */
export async function requireAdmin(
  app: { config: Pick<Config, "adminEmails"> },
  request: Request,
  input: { context: AppLoadContext },
): Promise<AuthUser> {
  const gate = await adminGate(app, request, input);
  if (gate.status !== "admin") throw redirect("/admin");
  return gate.user;
}

/** What a dashboard action gets beyond the app context and the request; `now` for tests' clocks. */
export type AdminFormInput = { formData: FormData; context: AppLoadContext; now?: Date };
