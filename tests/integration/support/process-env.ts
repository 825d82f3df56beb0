import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The environment of the process every integration test file runs in, as a server's would be
 * set: what the site reads from it for the whole process (the secrets that sign cookies and
 * encrypt the honeypot's timestamp, generated under DATA_DIR; the site's URL the cross-site check
 * allows) goes to a temporary folder, never to the repository's `.data` (the files of one worker
 * share the config read first, so its folder). Everything a test varies (accounts, providers,
 * limits, the database) is in the app context it builds instead (support/route-requests.ts
 * `onEmbeddedSite`, or `createAppContext`).
 */
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "integration-process-"));
process.env.SITE_URL = "http://localhost:3000";
