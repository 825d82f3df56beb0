import { redirect } from "react-router";
import type { LoadContext } from "~/.server/context";
import { authPath } from "~/utils/forms/auth-fields";
import { logger } from "../logger";
import { getAuth, openAuth, type AuthSession, type AuthUser } from "./index";

export type SessionUser = { id: string; email: string };

/** A user who still owes the second factor is not signed in for pages. */
export async function getOptionalUser(
  request: Request,
  context: LoadContext,
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

export async function requireUser(
  request: Request,
  context: LoadContext,
  options: { returnTo: string; fresh?: boolean },
): Promise<{ auth: AuthSession; user: AuthUser }> {
  const auth = await (options.fresh ? openAuth : getAuth)(request, context);
  const state = await auth.state();
  if (!state || state.needsMfa) throw redirect(authPath({ returnTo: options.returnTo }));
  return { auth, user: state.user };
}
