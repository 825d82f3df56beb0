import type { SupabaseClient, User } from "@supabase/supabase-js";
import { logger } from "~/.server/logger";
import type { AuthState, AuthUser } from "../port";
import { errorFields, isSignedOutError } from "./errors";

export type Current = { state: AuthState } | { unavailable: true };

type Auth = () => SupabaseClient["auth"];

/** The factors are asked of the server too, so one verified on another device counts at once. */
export async function loadState(auth: Auth): Promise<Current> {
  try {
    const { data, error } = await auth().getUser();
    if (error || !data.user) return await noUser(auth, error);
    const { data: stored } = await auth().getSession();
    const token = stored.session?.access_token;
    if (!token) return { state: null };
    const levels = await auth().mfa.getAuthenticatorAssuranceLevel(token);
    if (levels.error) return await noUser(auth, levels.error);
    return {
      state: {
        user: authUser(data.user),
        aal: levels.data.currentLevel === "aal2" ? "aal2" : "aal1",
        needsMfa: needsMfa(levels.data),
      },
    };
  } catch (error) {
    logger.error("Supabase session lookup failed", { error });
    return { unavailable: true };
  }
}

export function authUser(user: User): AuthUser {
  return { id: user.id, email: user.email ?? "", createdAt: new Date(user.created_at) };
}

export function needsMfa(levels: {
  currentLevel: string | null;
  nextLevel: string | null;
}): boolean {
  return levels.nextLevel === "aal2" && levels.currentLevel === "aal1";
}

async function noUser(auth: Auth, error: unknown): Promise<Current> {
  if (!error || (error instanceof Error && error.name === "AuthSessionMissingError")) {
    return { state: null };
  }
  if (isSignedOutError(error)) {
    // A forged token, an ended session, a deleted user: drop the cookies so the next request does not ask again.
    await auth().signOut({ scope: "local" });
    return { state: null };
  }
  // An outage or a gateway's 401 for a wrong key: the cookies are kept for when Supabase answers.
  logger.warn("Supabase could not check the session", errorFields(error));
  return { unavailable: true };
}

/**
 * The `session_id` claim of an access token that `getUser()` has already accepted (so it is only
 * read here, not checked again): every refresh of one sign-in keeps it.
 */
export function sessionIdOf(accessToken: string | null): string | null {
  const payload = accessToken?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const claims: unknown = JSON.parse(json);
    const id = (claims as { session_id?: unknown } | null)?.session_id;
    return typeof id === "string" && id ? id : null;
  } catch {
    return null;
  }
}
