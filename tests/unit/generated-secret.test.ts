import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";

const originalEnv = { ...process.env };
beforeEach(() => {
  process.env = { ...originalEnv };
});

/** The helper on a fresh process configuration with its own DATA_DIR (made below a new folder). */
async function helperWith(env: Record<string, string> = {}) {
  vi.resetModules();
  const dataDir = join(mkdtempSync(join(tmpdir(), "generated-secret-")), "data");
  Object.assign(process.env, { DATA_DIR: dataDir, SESSION_SECRET: "" }, env);
  const { generatedSecret } = await import("~/.server/security/generated-secret");
  return { generatedSecret, dataDir };
}

describe("generatedSecret", () => {
  it("generates a secret once, keeps it under DATA_DIR (mode 600) and reads it back", async () => {
    const { generatedSecret, dataDir } = await helperWith();
    const first = generatedSecret("session-secret", (c) => c.sessionSecret)();
    expect(first.length).toBeGreaterThanOrEqual(48);
    const file = join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Another process (a fresh getter) on the same folder uses the same secret.
    expect(generatedSecret("session-secret", (c) => c.sessionSecret)()).toBe(first);
    // Each name is a secret of its own.
    const other = generatedSecret("honeypot-secret", (c) => c.honeypotSecret)();
    expect(other).not.toBe(first);
    expect(readFileSync(join(dataDir, "honeypot-secret"), "utf8")).toBe(other);
  });

  it("uses the configured value when there is one, and writes no file", async () => {
    const { generatedSecret, dataDir } = await helperWith({ HONEYPOT_SECRET: "h".repeat(40) });
    expect(generatedSecret("honeypot-secret", (c) => c.honeypotSecret)()).toBe("h".repeat(40));
    expect(() => statSync(join(dataDir, "honeypot-secret"))).toThrow();
  });

  it("signs the payment sandbox's events with PAYMENTS_SANDBOX_KEY when set, else a kept file", async () => {
    const key = "p".repeat(40);
    const { dataDir } = await helperWith({ PAYMENTS_SANDBOX_KEY: key });
    const { getOfflineSigningKey } = await import("~/.server/payments");
    expect(getOfflineSigningKey()).toBe(key);
    expect(() => statSync(join(dataDir, "offline-payments-key"))).toThrow();

    const unset = await helperWith({ PAYMENTS_SANDBOX_KEY: "" });
    const { getOfflineSigningKey: generated } = await import("~/.server/payments");
    const secret = generated();
    expect(secret).not.toBe(key);
    expect(readFileSync(join(unset.dataDir, "offline-payments-key"), "utf8")).toBe(secret);
  }, 30_000); // the payment modules, imported twice afresh

  it("refuses a kept file that holds no usable secret, rather than using it", async () => {
    const { generatedSecret, dataDir } = await helperWith();
    const get = generatedSecret("session-secret", (c) => c.sessionSecret);
    get(); // creates the folder and the file
    const { generatedSecret: fresh } = await helperWith({ DATA_DIR: dataDir });
    writeFileSync(join(dataDir, "session-secret"), "short\n");
    const getAgain = fresh("session-secret", (c) => c.sessionSecret);
    expect(getAgain).toThrow(/holds no usable secret/);
    writeFileSync(join(dataDir, "session-secret"), "s".repeat(48));
    expect(getAgain()).toBe("s".repeat(48)); // nothing was cached: read again
  });
});
