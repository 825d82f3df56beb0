import { chmodSync, lstatSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { processLoadContext, startProcessContext, stopProcessWorkers } from "~/.server/app-context";
import { getConfig } from "~/.server/config";
import { closeDb } from "~/.server/db";
import { getSessionSecret } from "~/.server/security/session-secret";
import { appContextOf } from "~/.server/context";

/**
 * The process's own start (what the server runs) under the most open umask, on a DATA_DIR
 * an earlier version left world-writable: the database opened, migrated and seeded, a secret
 * generated and a mail written, then every folder under DATA_DIR is 0700 and every file 0600.
 */
const dataDir = process.env.DATA_DIR!;
const warnings: string[] = [];
let umaskBefore: number;

beforeAll(async () => {
  umaskBefore = process.umask(0o000);
  chmodSync(dataDir, 0o777);
  writeFileSync(join(dataDir, "left-by-an-earlier-version.eml"), "Reset link", { mode: 0o666 });
  // The process starts without SITE_URL: it says once where its links will point.
  delete process.env.SITE_URL;
  vi.spyOn(console, "error").mockImplementation((line: string) => void warnings.push(line));
  startProcessContext();
  const app = await appContextOf(await processLoadContext(null));
  getSessionSecret();
  await app.mailer.send({
    to: "ada@example.test",
    subject: "Reset your password",
    text: "https://shop.example/auth/reset?token=secret",
    id: "reset-1",
  });
}, 120_000);

afterAll(async () => {
  await stopProcessWorkers();
  await closeDb();
  vi.restoreAllMocks();
  process.umask(umaskBefore);
});

/** Every path under `folder` (itself included) with its permission bits. */
function modesUnder(folder: string): { path: string; mode: number; folder: boolean }[] {
  const stats = lstatSync(folder);
  const here = { path: folder, mode: stats.mode & 0o777, folder: stats.isDirectory() };
  if (!stats.isDirectory()) return [here];
  return [here, ...readdirSync(folder).flatMap((name) => modesUnder(join(folder, name)))];
}

describe("DATA_DIR after the server starts with umask 000", () => {
  it("holds the database, a secret and the mail, every folder 0700 and every file 0600", () => {
    const entries = modesUnder(dataDir);
    const names = readdirSync(dataDir);
    expect(names).toEqual(expect.arrayContaining(["pglite", "session-secret", "mail"]));
    expect(readdirSync(join(dataDir, "mail"))).toEqual(["reset-1.eml"]);
    expect(entries.filter((e) => !e.folder).length).toBeGreaterThan(100);
    const open = entries
      .filter((e) => e.mode !== (e.folder ? 0o700 : 0o600))
      .map((e) => `${e.path} ${e.mode.toString(8)}`);
    expect(open).toEqual([]);
  });

  it("says once, as a JSON warning, that links will point at localhost", () => {
    const lines = warnings
      .map((line) => JSON.parse(line) as { level: string; msg?: string; message?: string })
      .filter((line) => JSON.stringify(line).includes("SITE_URL"));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe("warn");
    expect(JSON.stringify(lines[0])).toContain(
      `links in e-mails and canonical URLs will point at ${getConfig().siteUrl}`,
    );
    expect(getConfig().siteUrl).toMatch(/^http:\/\/localhost:\d+$/);
  });
});
