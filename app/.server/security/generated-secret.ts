import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { getConfig, type Config } from "../config";
import { PRIVATE_FILE, PRIVATE_FOLDER } from "../data-dir";

const MIN_LENGTH = 32;

/** @see docs/decisions/0002-session-secret-default.md */
export function generatedSecret(
  fileName: string,
  configured: (config: Config) => string | undefined,
): () => string {
  let cached: string | undefined;
  return () => {
    if (cached) return cached;
    const config = getConfig();
    cached = configured(config) ?? readOrCreate(config.dataDir, fileName);
    return cached;
  };
}

function readOrCreate(dataDir: string, fileName: string): string {
  const file = join(dataDir, fileName);
  let secret: string;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
    try {
      writeFileSync(file, randomBytes(48).toString("base64url"), {
        flag: "wx",
        mode: PRIVATE_FILE,
      });
    } catch {
      // Another process wrote it first: use theirs.
    }
    secret = readFileSync(file, "utf8").trim();
  }
  // Empty or cut short (another process still writing it): never a weak secret, and nothing is cached.
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${file} holds no usable secret (delete it to have a new one generated)`);
  }
  return secret;
}
