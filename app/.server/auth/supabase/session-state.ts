import type { SupabaseClient, User } from "@supabase/supabase-js";
import { logger } from "~/.server/logger";
import type { AuthState, AuthUser } from "../port";
import { errorFields, isSignedOutError } from "./errors";

/**
 * Who a request belongs to, asked of Supabase (./adapter.ts asks once per request and keeps the
 * answer): the user, the assurance level of the session and whether a second factor is owed.
 */

/** The request's state, or why it is unknown (Supabase could not be asked). */
export type Current = { state: AuthState } | { unavailable: true };

type Auth = () => SupabaseClient["auth"];

/**
 * getUser() checks the access token at the server (refreshing it first when it expired), then the
 * assurance levels come from that token and the user's current factors (another check at the
 * server, so a factor verified on another device counts at once). Never throws.
 */
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

/** A verified factor is owed when the session is at aal1 but the user could reach aal2. */
export function needsMfa(levels: {
  currentLevel: string | null;
  nextLevel: string | null;
}): boolean {
  return levels.nextLevel === "aal2" && levels.currentLevel === "aal1";
}

/** Signed out, or Supabase unreachable; a session the service refused loses its cookies. */
async function noUser(auth: Auth, error: unknown): Promise<Current> {
  // No session, or one the service no longer knows (supabase-js has dropped its cookies).
  if (!error || (error instanceof Error && error.name === "AuthSessionMissingError")) {
    return { state: null };
  }
  if (isSignedOutError(error)) {
    // A forged token, an ended session, a deleted user: drop the cookies so the next request
    // does not ask again. (`local` clears them before its own request, which then fails.)
    await auth().signOut({ scope: "local" });
    return { state: null };
  }
  // An outage, or an answer that says nothing about the session (a gateway's 401 for a wrong
  // key): the cookies are kept for when Supabase answers again.
  logger.warn("Supabase could not check the session", errorFields(error));
  return { unavailable: true };
}
