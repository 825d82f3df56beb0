import { getConfig } from "../config";
import { getDb } from "../db";
import { wakeOutbox } from "../leads/worker";
import { getMailer } from "../mail/mailer";
import { createLocalAuth } from "./local/adapter";
import type { AuthFactory, AuthSession } from "./port";

export type * from "./port";
export { authMessages } from "./port";

let factory: Promise<AuthFactory> | undefined;

/** One AuthSession per load context: the loaders of one request share it (see getAuth). */
const sessionsByContext = new WeakMap<object, Promise<AuthSession>>();

/**
 * The accounts port for one request, from the adapter the configuration picks: Supabase Auth when
 * SUPABASE_URL and SUPABASE_ANON_KEY are set, otherwise the local adapter on the process's
 * database, mailer and outbox. Return `auth.headers` with the response on every path.
 *
 * A loader passes its load context: the root loader and the page's loader of one request then
 * share one session, so "who is signed in" is looked up once per request, not once per loader
 * (Remix hands each loader its own copy of the Request, but one context). An action does not
 * pass it, so what it changes (a sign-in, a sign-out) is never answered from a lookup made
 * before it; the loaders that run after it make their own.
 */
export async function getAuth(request: Request, context?: object): Promise<AuthSession> {
  if (!context) return openSession(request);
  let session = sessionsByContext.get(context);
  if (!session) {
    session = openSession(request);
    sessionsByContext.set(context, session);
  }
  return session;
}

async function openSession(request: Request): Promise<AuthSession> {
  factory ??= createFactory();
  return (await factory)(request);
}

async function createFactory(): Promise<AuthFactory> {
  const config = getConfig();
  if (config.supabase) {
    // Accounts live in Supabase Auth; profiles, leads and payments stay in our database.
    // Loaded only here: supabase-js warns on import under Node 20, which local accounts never need.
    const { createSupabaseAuth } = await import("./supabase/adapter");
    return createSupabaseAuth({ db: getDb, config, onLeadStored: wakeOutbox });
  }
  return createLocalAuth({ db: getDb, config, mailer: getMailer, onLeadStored: wakeOutbox });
}
