import type { RouterContextProvider } from "react-router";
import { createAppContext, type AppContext } from "../app-context";
import { createLoadContext } from "../context";
import { pendingWork } from "../background/pending-work";
import { runScheduledWork, type ScheduledWorkReport } from "../background/scheduled-work";
import { getConfig } from "../config";
import { openDatabase, pingDatabase } from "../db";

export type WaitUntil = (work: Promise<unknown>) => void;

/** A Worker's request has six connections at once, fetches to the mail API and webhooks included. */
const CONNECTIONS_PER_REQUEST = 3;

type Opened = { app: AppContext; finish(): void };

/** A Worker may not reuse a connection another request opened, so each gets its own pool. */
async function openEdgeApp(waitUntil: WaitUntil): Promise<Opened> {
  const config = getConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    maxConnections: CONNECTIONS_PER_REQUEST,
  });
  const work = pendingWork();
  try {
    const app = await createAppContext({ config, db: handle.db, defer: work.defer });
    return { app, finish: () => waitUntil(work.settled().then(() => handle.close())) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export async function edgeLoadContext(
  clientIp: string | null,
  waitUntil: WaitUntil,
): Promise<{ context: RouterContextProvider; finish(): void }> {
  try {
    const { app, finish } = await openEdgeApp(waitUntil);
    return { context: createLoadContext({ clientIp, app }), finish };
  } catch (error) {
    return { context: createLoadContext({ clientIp, appUnavailable: error }), finish: () => {} };
  }
}

export async function edgeScheduledRun(waitUntil: WaitUntil): Promise<ScheduledWorkReport> {
  const { app, finish } = await openEdgeApp(waitUntil);
  try {
    return await runScheduledWork(app);
  } finally {
    finish();
  }
}

export async function edgeDatabaseReady(timeoutMs = 2_000): Promise<boolean> {
  const databaseUrl = getConfig().databaseUrl;
  if (!databaseUrl) return false;
  const handle = await openDatabase({ databaseUrl, maxConnections: 1 });
  try {
    return await pingDatabase(() => Promise.resolve(handle.db), timeoutMs);
  } finally {
    await handle.close();
  }
}
