import * as crypto from "node:crypto";
import type * as NodeCrypto from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  createPasswordHasher,
  HASH_CONCURRENCY,
  HASH_MAX_WAITING,
  parseHash,
  scryptMemory,
  unlessHashingBusy,
  type ScryptParams,
} from "~/.server/auth/local/password";
import {
  passwordHashingSettings,
  type PasswordHashing,
} from "~/.server/auth/local/password-settings";
import { QueueFull } from "~/.server/auth/local/work-queue";
import { authMessages, ok } from "~/.server/auth/port";

// A pass-through spy: the dummy check's equal work shows only in what scrypt is asked to do.
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const scrypt = vi.mocked(crypto.scrypt);

const PASSWORD = "Correct horse battery 7";
const WRONG = "Correct horse battery 8";

const settings = Object.entries(passwordHashingSettings) as [PasswordHashing, ScryptParams][];

/** What a database may hold: a hash under each setting, and one from before N = 2^17. */
const sources: [string, ScryptParams][] = [...settings, ["2^15", { N: 2 ** 15, r: 8, p: 1 }]];
const stored = new Map<string, string>();

beforeAll(async () => {
  for (const [name, params] of sources) {
    stored.set(name, await createPasswordHasher(params).hash(PASSWORD));
  }
}, 60_000);

function fields(hash: string) {
  const [scheme, N, r, p, salt, key] = hash.split("$");
  return { scheme, N, r, p, salt: Buffer.from(salt!, "base64"), key: Buffer.from(key!, "base64") };
}

/** The last scrypt call's key length and options. */
function lastScrypt() {
  const call = scrypt.mock.calls.at(-1)!;
  return { keyLength: call[2], options: call[3] };
}

describe("the settings", () => {
  it("standard takes 128 MiB a hash and low-memory 16 MiB, both within the cap a stored hash may ask", () => {
    expect(passwordHashingSettings.standard).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(passwordHashingSettings["low-memory"]).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    expect(scryptMemory(passwordHashingSettings.standard)).toBe(128 * 8 * (2 ** 17 + 3));
    expect(scryptMemory(passwordHashingSettings["low-memory"])).toBe(128 * 8 * (2 ** 14 + 7));
    expect(scryptMemory(passwordHashingSettings["low-memory"]) / 2 ** 20).toBeLessThan(16.1);
  });
});

// scrypt at N = 2^17 takes ~0.3 s a hash on one core, several seconds on a busy machine.
describe.each(settings)("password hasher, %s", { timeout: 60_000 }, (name, params) => {
  const hasher = createPasswordHasher(params);
  const own = () => stored.get(name)!;

  it("stores scrypt$N$r$p$salt$hash with the setting's parameters, a 16-byte salt, a 32-byte key", async () => {
    expect(hasher.params).toEqual(params);
    const stored = fields(own());
    expect([stored.scheme, stored.N, stored.r, stored.p]).toEqual([
      "scrypt",
      String(params.N),
      String(params.r),
      String(params.p),
    ]);
    expect(stored.salt).toHaveLength(16);
    expect(stored.key).toHaveLength(32);

    const again = await hasher.hash(PASSWORD);
    expect(again).not.toBe(own()); // a fresh salt every time
    // scrypt is given exactly the memory it needs.
    expect(lastScrypt().options).toEqual({ ...params, maxmem: scryptMemory(params) });
  });

  it("verifies the right password without asking for a rehash, and refuses a wrong one", async () => {
    expect(await hasher.verify(PASSWORD, own())).toEqual({ valid: true, needsRehash: false });
    expect(await hasher.verify(WRONG, own())).toEqual({ valid: false, needsRehash: false });
  });

  it("verifies a hash made under other parameters with them, and asks for a rehash", async () => {
    for (const [other, otherParams] of sources.filter(([source]) => source !== name)) {
      expect(await hasher.verify(PASSWORD, stored.get(other)!)).toEqual({
        valid: true,
        needsRehash: true,
      });
      expect(lastScrypt().options).toMatchObject(otherParams);
    }
    const other = settings.find(([setting]) => setting !== name)![0];
    expect(await hasher.verify(WRONG, stored.get(other)!)).toEqual({
      valid: false,
      needsRehash: true,
    });
  });

  it("refuses damaged stored hashes without throwing", async () => {
    const [scheme, N, r, p, salt, key] = own().split("$") as [string, ...string[]];
    const damaged = [
      "",
      "plain-text",
      "bcrypt$10$abc",
      [scheme, N, r, p, salt].join("$"), // cut short
      [scheme, N, r, p, salt, key!.slice(0, 8)].join("$"), // key cut to 6 bytes
      [scheme, N, r, p, "", key].join("$"), // no salt
      [scheme, 1000, r, p, salt, key].join("$"), // N not a power of two
      [scheme, 2 ** 24, r, p, salt, key].join("$"), // N too large
      [scheme, 2 ** 20, 8, 1, salt, key].join("$"), // 1 GiB of memory
      [scheme, N, r, -1, salt, key].join("$"),
    ];
    for (const hash of damaged) expect(parseHash(hash)).toBeNull();
    const answers = await Promise.all(damaged.slice(0, 2).map((h) => hasher.verify(PASSWORD, h)));
    expect(answers).toEqual(Array(2).fill({ valid: false, needsRehash: false }));
  });

  it("checks an unknown e-mail with the same scrypt work under its own parameters, never matching", async () => {
    expect(await hasher.verifyDummy(PASSWORD)).toBe(false);
    expect(lastScrypt()).toEqual({
      keyLength: fields(own()).key.length,
      options: { ...params, maxmem: scryptMemory(params) },
    });
  });

  it("is refused at once while the process's queue is full, and works again once it drains", async () => {
    const cheap = createPasswordHasher({ N: 16, r: 1, p: 1 });
    const cheapHash = await cheap.hash(PASSWORD);
    // Both settings share the one queue: cheap checks fill it.
    const flood = Array.from({ length: HASH_CONCURRENCY + HASH_MAX_WAITING }, () =>
      cheap.verify(PASSWORD, cheapHash),
    );
    const fresh = createPasswordHasher(params);
    await expect(hasher.hash(PASSWORD)).rejects.toBeInstanceOf(QueueFull);
    await expect(hasher.verify(PASSWORD, own())).rejects.toBeInstanceOf(QueueFull);
    await expect(fresh.verifyDummy(PASSWORD)).rejects.toBeInstanceOf(QueueFull);
    expect(
      await unlessHashingBusy(async () => ok((await hasher.verify(PASSWORD, own())).valid)),
    ).toEqual({ ok: false, error: { code: "unavailable", message: authMessages.unavailable } });

    for (const check of await Promise.all(flood)) {
      expect(check).toEqual({ valid: true, needsRehash: false });
    }
    expect(await fresh.verifyDummy(PASSWORD)).toBe(false);
    expect(lastScrypt().options).toMatchObject(params);
  });
});
