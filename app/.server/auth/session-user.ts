import { redirect, type AppLoadContext } from "@remix-run/node";
import { authPath } from "~/utils/forms/auth-fields";
import { logger } from "../logger";
import { getAuth, openAuth, type AuthSession, type AuthUser } from "./index";

/** The signed-in visitor as pages see them (D2 §3 "Signed-in user"). */
export type SessionUser = { id: string; email: string };

/**
 * Who is signed in on this request, through the Auth port. A user who still owes the second
 * factor (a verified TOTP factor, session at aal1) is not signed in for pages: null until they
 * pass the challenge on /auth (the auth port's `state()` tells that page `needsMfa`). When the
 * account store cannot be reached the visitor is treated as signed out, and the error logged.
 * Loaders share one lookup per request (see getAuth); an action asks for a `fresh` one.
 */
export async function getOptionalUser(
  request: Request,
  context: AppLoadContext,
  options: { fresh?: boolean } = {},
): Promise<SessionUser | null> {
  try {
    const auth = await (options.fresh ? openAuth : getAuth)(request, context);
    const state = await auth.state();
    if (!state || state.needsMfa) return null;
    return { id: state.user.id, email: state.user.email };
  } catch (error) {
    logger.error("session lookup failed", { error });
    return null;
  }
}

/**
 * The signed-in user of an account page, with their auth session: anyone else (signed out, or
 * still owing the second factor) is sent to /auth, coming back to `returnTo` once signed in.
 * Loaders share one lookup per request; actions pass `fresh` (see getAuth).
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  options: { returnTo: string; fresh?: boolean },
): Promise<{ auth: AuthSession; user: AuthUser }> {
  const auth = await (options.fresh ? openAuth : getAuth)(request, context);
  const state = await auth.state();
  if (!state || state.needsMfa) throw redirect(authPath({ returnTo: options.returnTo }));
  return { auth, user: state.user };
}
