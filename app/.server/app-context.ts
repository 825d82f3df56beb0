import type { AppLoadContext } from "@remix-run/node";
import type { AuthFactory } from "./auth/port";
import { createLocalAuth } from "./auth/local/adapter";
import { createPasswordHasher } from "./auth/local/password";
import { passwordHashingSettings } from "./auth/local/password-settings";
import { pendingWork, type Defer } from "./background/pending-work";
import { createSessionPurge, type SessionPurge } from "./auth/local/session-purge";
import { getConfig, type Config } from "./config";
import { makeDataDirPrivate } from "./data-dir";
import { getDb, type Database } from "./db";
import { logger } from "./logger";
import { createOutboxWorker, type OutboxWorker } from "./leads/worker";
import { mailerFor, type Mailer } from "./mail/mailer";
import { createCheckout } from "./payments";
import type { CheckoutContext } from "./payments/checkout";
import { createPaymentsWorker, type PaymentsWorker } from "./payments/worker";
import { createRateLimiter, type RateLimiter } from "./security/rate-limit";

/**
 * What the server's modules work with, built once from a configuration and a database: the
 * server builds the process's and passes it in every request's load context (`processLoadContext`),
 * a test builds one with `createAppContext`. Server modules take it (or the parts they need) as an
 * argument and keep no state of their own (docs/architecture.md, ADR 27).
 */
export type AppContext = {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Counts requests against the limits, in the `rate_limits` table. */
  rateLimit: RateLimiter;
  /** Sends what the outbox holds; `defer(outbox.runOnce())` after storing a delivery. */
  outbox: OutboxWorker;
  /** Opens the accounts port for one request (local accounts or Supabase Auth). */
  auth: AuthFactory;
  /** The payment providers and what a checkout needs. */
  checkout: CheckoutContext;
  /** Settles payments a timeout or a crash left pending. */
  reconciler: PaymentsWorker;
  /** Deletes expired and idle sessions of local accounts, hourly. */
  sessionPurge: SessionPurge;
  /** Keeps work a request started after its commit going once it answers (`ctx.waitUntil`). */
  defer: Defer;
};

export type AppContextParts = {
  config: Config;
  db: Database;
  /** Default: the configuration's (MAIL_API_KEY, else SMTP_URL, else files under DATA_DIR/mail). */
  mailer?: Mailer;
  /** Default: Node's, which keeps the promises and logs a rejection (pendingWork). */
  defer?: Defer;
};

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The app context of this request, which the server passes in. */
    app?: AppContext;
    /** Why the server could not build it (the database out of reach): what appContextOf throws. */
    appUnavailable?: unknown;
    /** The client's address as the server computed it (server/index.ts). */
    clientIp?: string | null;
  }
}

export async function createAppContext(parts: AppContextParts): Promise<AppContext> {
  const { config, db } = parts;
  const mailer = parts.mailer ?? mailerFor(config);
  const rateLimit = createRateLimiter({ db });
  const outbox = createOutboxWorker({ db, config, mailer });
  const defer = parts.defer ?? pendingWork().defer;
  const sendOutbox = () => defer(outbox.runOnce());
  const checkout = createCheckout(config, db, mailer);
  return {
    config,
    db,
    mailer,
    rateLimit,
    outbox,
    auth: await createAuth({
      config,
      db,
      mailer,
      rateLimit,
      onLeadStored: sendOutbox,
      onAccountMailQueued: sendOutbox,
    }),
    checkout,
    reconciler: createPaymentsWorker({ checkout, onSettled: sendOutbox }),
    sessionPurge: createSessionPurge({ db }),
    defer,
  };
}

async function createAuth(options: {
  config: Config;
  db: Database;
  mailer: Mailer;
  rateLimit: RateLimiter;
  onLeadStored: () => void;
  onAccountMailQueued: () => void;
}): Promise<AuthFactory> {
  const settings = passwordHashingSettings[options.config.auth.passwordHashing];
  const withHasher = { ...options, passwordHasher: createPasswordHasher(settings) };
  if (options.config.supabase) {
    // Accounts live in Supabase Auth; profiles, leads and payments stay in our database.
    // Loaded only here: supabase-js warns on import under Node 20, which local accounts never need.
    const { createSupabaseAuth } = await import("./auth/supabase/adapter");
    return createSupabaseAuth(withHasher);
  }
  return createLocalAuth(withHasher);
}

/**
 * The process's context: the configuration from the environment, the database it names (opened,
 * migrated and seeded once), built on first use. Kept on `globalThis` so that Vite's dev reloads
 * of this module reuse it; a failure (the database out of reach) lets the next call try again.
 */
const stateKey = Symbol.for("app.server.context");
const globalState = globalThis as typeof globalThis & {
  [stateKey]?: {
    building?: Promise<AppContext>;
    runWorkers?: boolean;
    started?: boolean;
    deferred?: ReturnType<typeof pendingWork>;
  };
};
const state = (globalState[stateKey] ??= {});

function processAppContext(): Promise<AppContext> {
  state.building ??= buildProcessContext().catch((error: unknown) => {
    state.building = undefined;
    throw error;
  });
  return state.building;
}

async function buildProcessContext(): Promise<AppContext> {
  state.deferred ??= pendingWork();
  const app = await createAppContext({
    config: getConfig(),
    db: await getDb(),
    defer: state.deferred.defer,
  });
  logger.info("database ready");
  if (state.runWorkers) {
    app.outbox.start();
    app.reconciler.start();
    app.sessionPurge.start();
  }
  return app;
}

/**
 * At server start: DATA_DIR is made private, what the operator should know about the settings is
 * logged once, and the process's context is built while the first request is on its way (the
 * database opened, migrated and seeded); once built it runs the outbox worker, the payments
 * reconcile loop and the session purge. A failure is logged and /readyz reports it; the next request tries again.
 */
export function startProcessContext(): void {
  if (!state.started) {
    state.started = true;
    const config = getConfig();
    for (const path of makeDataDirPrivate(config.dataDir)) {
      logger.warn("could not make a file of DATA_DIR private to the server's user", { path });
    }
    for (const warning of config.startupWarnings) logger.warn(warning);
  }
  state.runWorkers = true;
  processAppContext().catch((error: unknown) =>
    logger.error("database failed to start", { error }),
  );
}

/**
 * Resolves once the process's context is built (the database opened, migrated and seeded): true,
 * or false when that failed (logged; the next request tries again). The production server waits
 * for it before it listens, so the first visitor does not wait for the database.
 */
export function processContextReady(): Promise<boolean> {
  return processAppContext().then(
    () => true,
    () => false,
  );
}

/**
 * The server's last step before the database closes: the background workers stop, and what
 * requests deferred is awaited.
 */
export async function stopProcessWorkers(): Promise<void> {
  state.runWorkers = false;
  const app = await builtAppContext();
  app?.reconciler.stop();
  app?.sessionPurge.stop();
  await app?.outbox.stop();
  await state.deferred?.settled();
}

/** The process's context if it was built, without building it (shutdown). */
function builtAppContext(): Promise<AppContext | undefined> {
  return state.building?.catch(() => undefined) ?? Promise.resolve(undefined);
}

/**
 * The configuration a loader or an action works with, without the database: its load context's
 * app's, else the process's (pages that only need the site's URL, such as robots.txt).
 */
export function configOf(context: AppLoadContext | undefined): Config {
  return context?.app?.config ?? getConfig();
}

/** The context a loader or an action works with: the one its load context carries. */
export function appContextOf(context: AppLoadContext | undefined): Promise<AppContext> {
  if (context?.app) return Promise.resolve(context.app);
  return Promise.reject(context?.appUnavailable ?? new Error("no app context in the load context"));
}

/**
 * A request's load context on the server: the process's app context, or, when it cannot be built
 * (the database out of reach; the next request tries again), the reason, which the loaders that
 * need it then throw, and the server answers with the outage page.
 */
export async function processLoadContext(clientIp: string | null): Promise<AppLoadContext> {
  try {
    return { clientIp, app: await processAppContext() };
  } catch (error) {
    return { clientIp, appUnavailable: error };
  }
}
