import { getConfig } from "../config";
import { getDb } from "../db";
import { wakeOutbox } from "../leads/worker";
import { getMailer } from "../mail/mailer";
import { createLocalAuth } from "./local/adapter";
import type { AuthFactory, AuthSession } from "./port";

export type * from "./port";
export { authMessages } from "./port";

let factory: Promise<AuthFactory> | undefined;

/**
 * The accounts port for one request, from the adapter the configuration picks: Supabase Auth when
 * SUPABASE_URL and SUPABASE_ANON_KEY are set, otherwise the local adapter on the process's
 * database, mailer and outbox. Return `auth.headers` with the response on every path.
 */
export async function getAuth(request: Request): Promise<AuthSession> {
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
