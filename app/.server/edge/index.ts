import { getConfig } from "../config";
import { useEdgeEnvironment } from "./edge-settings";
import { edgeDatabaseReady, edgeLoadContext, edgeScheduledRun } from "./request-context";

/**
 * What a Cloudflare Worker (server/worker.ts) needs of the app beside rendering: its settings
 * checked and made the process's, a context per request, the scheduled run and the probe.
 */
export const edgeHooks = {
  useEnvironment: useEdgeEnvironment,
  settings() {
    const config = getConfig();
    return { siteUrl: config.siteUrl, sharedPageSeconds: config.sharedPages.maxAgeSeconds };
  },
  loadContext: edgeLoadContext,
  scheduled: edgeScheduledRun,
  ready: edgeDatabaseReady,
};
