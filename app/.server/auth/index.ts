import type { AppLoadContext } from "@remix-run/node";
import { appContextOf } from "../app-context";
import { rememberOpened } from "./commit";
import type { AuthSession } from "./port";

export type * from "./port";
export { authMessages } from "./port";

/** One AuthSession per load context: the loaders of one request share it (see getAuth). */
const sessionsByContext = new WeakMap<object, Promise<AuthSession>>();

/**
 * The accounts port for one page load, from the app context's adapter (Supabase Auth when
 * SUPABASE_URL and SUPABASE_ANON_KEY are set, otherwise local accounts). Its cookie changes are
 * added to the answer by formAction or routeLoader (./commit.ts), whatever the route returns.
 *
 * The root loader and the page's loader of one request share one session, so "who is signed in"
 * is looked up once per request, not once per loader (Remix hands each loader its own copy of the
 * Request, but one context). Actions use `openAuth`, so what they change (a sign-in, a sign-out)
 * is never answered from a lookup made before it; the loaders that run after it make their own.
 */
export async function getAuth(request: Request, context: AppLoadContext): Promise<AuthSession> {
  let session = sessionsByContext.get(context);
  if (!session) {
    session = openAuth(request, context);
    sessionsByContext.set(context, session);
  }
  return session;
}

/** A session of its own for this request (actions: see getAuth). */
export function openAuth(request: Request, context: AppLoadContext): Promise<AuthSession> {
  const session = appContextOf(context).then((app) => app.auth(request));
  rememberOpened(context, session);
  return session;
}
