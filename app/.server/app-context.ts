import type { RouterContextProvider } from "react-router";
import type { AuthFactory } from "./auth/port";
import { createLocalAuth } from "./auth/local/adapter";
import { createPasswordHasher } from "./auth/local/password";
import { passwordHashingSettings } from "./auth/local/password-settings";
import { pendingWork, type Defer } from "./background/pending-work";
import { createSessionPurge, type SessionPurge } from "./auth/local/session-purge";
import { getConfig, type Config } from "./config";
import { createLoadContext } from "./context";
import { makeDataDirPrivate } from "./data-dir";
import { getDb, type Database } from "./db";
import { logger } from "./logger";
import { createOutboxWorker, type OutboxWorker } from "./leads/worker";
import { mailerFor, type Mailer } from "./mail/mailer";
import { createCheckout } from "./payments";
import type { CheckoutContext } from "./payments/checkout";
import { createPaymentsWorker, type PaymentsWorker } from "./payments/worker";
import { createRateLimiter, type RateLimiter } from "./security/rate-limit";

/** Server modules take it as an argument and keep no state of their own.|@see docs/decisions/0027-app-context.md */
export type AppContext = {
  config: Config;
  db: Database;
  mailer: Mailer;
  rateLimit: RateLimiter;
  outbox: OutboxWorker;
  auth: AuthFactory;
  checkout: CheckoutContext;
  reconciler: PaymentsWorker;
  sessionPurge: SessionPurge;
  defer: Defer;
};

export type AppContextParts = {
  config: Config;
  db: Database;
  mailer?: Mailer;
  defer?: Defer;
};

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
    // Loaded only here: supabase-js warns on import under Node 20, which local accounts never need.
    const { createSupabaseAuth } = await import("./auth/supabase/adapter");
    return createSupabaseAuth(withHasher);
  }
  return createLocalAuth(withHasher);
}

/** On `globalThis` so Vite's dev reloads reuse it; a failure lets the next call try again. */
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

/** Built while the first request is on its way; a failure is logged and the next request tries again. */
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

/** The production server waits for it before it listens, so the first visitor does not wait. */
export function processContextReady(): Promise<boolean> {
  return processAppContext().then(
    () => true,
    () => false,
  );
}

export async function stopProcessWorkers(): Promise<void> {
  state.runWorkers = false;
  const app = await builtAppContext();
  app?.reconciler.stop();
  app?.sessionPurge.stop();
  await app?.outbox.stop();
  await state.deferred?.settled();
}

function builtAppContext(): Promise<AppContext | undefined> {
  return state.building?.catch(() => undefined) ?? Promise.resolve(undefined);
}

export async function processLoadContext(clientIp: string | null): Promise<RouterContextProvider> {
  try {
    return createLoadContext({ clientIp, app: await processAppContext() });
  } catch (error) {
    return createLoadContext({ clientIp, appUnavailable: error });
  }
}
