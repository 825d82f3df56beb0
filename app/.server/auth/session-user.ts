import { logger } from "../logger";
import { getAuth } from "./index";

/** The signed-in visitor as pages see them (D2 §3 "Signed-in user"). */
export type SessionUser = { id: string; email: string };

/**
 * Who is signed in on this request, through the Auth port. A user who still owes the second
 * factor (a verified TOTP factor, session at aal1) is not signed in for pages: null until they
 * pass the challenge on /auth (getAuth(request).state() tells that page `needsMfa`). When the
 * account store cannot be reached the visitor is treated as signed out, and the error logged.
 * Loaders pass their load context (see getAuth: one lookup per request).
 */
export async function getOptionalUser(
  request: Request,
  context?: object,
): Promise<SessionUser | null> {
  try {
    const state = await (await getAuth(request, context)).state();
    if (!state || state.needsMfa) return null;
    return { id: state.user.id, email: state.user.email };
  } catch (error) {
    logger.error("session lookup failed", { error });
    return null;
  }
}
