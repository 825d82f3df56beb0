import { getConfig } from "../config";
import { useEdgeEnvironment } from "./edge-settings";
import { edgeDatabaseReady, edgeLoadContext, edgeScheduledRun } from "./request-context";

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
