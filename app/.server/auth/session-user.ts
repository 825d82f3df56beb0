import type { AppLoadContext } from "@remix-run/node";
import { logger } from "../logger";
import { getAuth, openAuth } from "./index";

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
