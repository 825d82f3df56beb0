import type { LoadContext } from "~/.server/context";
import { appContextOf } from "../context";
import { rememberOpened } from "./commit";
import type { AuthSession } from "./port";

export type * from "./port";
export { authMessages } from "./port";

const sessionsByContext = new WeakMap<object, Promise<AuthSession>>();

/** One session per request's loaders (Remix gives each loader its own Request copy, but one context). */
export async function getAuth(request: Request, context: LoadContext): Promise<AuthSession> {
  let session = sessionsByContext.get(context);
  if (!session) {
    session = openAuth(request, context);
    sessionsByContext.set(context, session);
  }
  return session;
}

/** Actions get their own, so what they change is never answered from an earlier lookup. */
export function openAuth(request: Request, context: LoadContext): Promise<AuthSession> {
  const session = appContextOf(context).then((app) => app.auth(request));
  rememberOpened(context, session);
  return session;
}
