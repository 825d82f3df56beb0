import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { DatabaseLockedError } from "~/.server/db/lock";

/** PGlite takes no lock on its folder; ours is `<dataDir>/pglite.lock` holding the owner's pid. */
describe("the PGlite folder lock", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
  const lockFile = path.join(dataDir, "pglite.lock");
  let idle: ReturnType<typeof spawn> | undefined;

  beforeAll(async () => {
    // Initialise the folder once (the slow part), so the tests below only reopen it.
    const handle = await openDatabase({ dataDir });
    await handle.close();
  });
  afterAll(() => {
    idle?.kill();
  });

  it("is taken on open and removed on close", async () => {
    const handle = await openDatabase({ dataDir });
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    await handle.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("refuses a second handle on the same folder in this process", async () => {
    const handle = await openDatabase({ dataDir });
    try {
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(second).rejects.toThrow(
        `The database folder ${dataDir} is in use by process ${process.pid}; stop it or set DATABASE_URL`,
      );
      expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
  });

  it("refuses a folder held by another live process", async () => {
    idle = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    const pid = idle.pid!;
    writeFileSync(lockFile, `${pid}\n`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `The database folder ${dataDir} is in use by process ${pid}; stop it or set DATABASE_URL`,
    );
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(pid));
    idle.kill();
    await new Promise((resolve) => idle!.once("exit", resolve));
  });

  it("takes over a stale lock left by a dead process", async () => {
    const dead = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    const pid = dead.pid!;
    await new Promise((resolve) => dead.once("exit", resolve));
    writeFileSync(lockFile, `${pid}\n`);
    const handle = await openDatabase({ dataDir });
    try {
      expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it("takes over a garbled lock file", async () => {
    writeFileSync(lockFile, "not a pid");
    const handle = await openDatabase({ dataDir });
    await handle.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});
