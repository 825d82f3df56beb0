import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getConfig } from "../config";

let cached: string | undefined;

/**
 * The secret that signs every cookie: SESSION_SECRET, or a random one generated on first start
 * and kept in `<DATA_DIR>/session-secret` so sessions survive restarts on a single machine.
 */
export function getSessionSecret(): string {
  if (cached) return cached;
  const config = getConfig();
  if (config.sessionSecret) return (cached = config.sessionSecret);
  const file = join(config.dataDir, "session-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    try {
      writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
    } catch {
      // Another process wrote it first: use theirs.
    }
    cached = readFileSync(file, "utf8").trim();
  }
  return cached;
}
