import * as crypto from "node:crypto";
import type * as NodeCrypto from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authMessages } from "~/.server/auth/port";
import {
  currentParams,
  hashPassword,
  parseHash,
  scryptMemory,
  verifyAgainstDummy,
  verifyPassword,
} from "~/.server/auth/local/password";
import { commonPasswords } from "~/.server/auth/common/common-passwords";
import { isCommonPassword, passwordProblem } from "~/.server/auth/common/password-rules";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return {
    ...actual,
    scrypt: vi.fn(actual.scrypt),
    timingSafeEqual: vi.fn(actual.timingSafeEqual),
  };
});

const scrypt = vi.mocked(crypto.scrypt);
const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);

beforeEach(() => {
  scrypt.mockClear();
  timingSafeEqual.mockClear();
});

// scrypt at N = 2^17 takes ~0.4 s a hash on one core, several seconds on a busy machine.
describe("password hashes", { timeout: 60_000 }, () => {
  it("records the scrypt parameters, a 16-byte salt and a 32-byte key in base64", async () => {
    const stored = await hashPassword("Correct horse battery 7");
    const parts = stored.split("$");
    expect(parts.slice(0, 4)).toEqual(["scrypt", "131072", "8", "1"]);
    expect(Buffer.from(parts[4]!, "base64")).toHaveLength(16);
    expect(Buffer.from(parts[5]!, "base64")).toHaveLength(32);
    expect(currentParams).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    // scrypt is given exactly the memory it needs: 128 MiB and a few KiB.
    expect(scrypt.mock.calls.at(-1)![3]).toEqual({
      N: 2 ** 17,
      r: 8,
      p: 1,
      maxmem: scryptMemory(currentParams),
    });
    expect(scryptMemory(currentParams)).toBe(128 * 8 * (2 ** 17 + 3));
    // A fresh salt every time.
    expect(await hashPassword("Correct horse battery 7")).not.toBe(stored);
  });

  it("verifies the right password and refuses a wrong one, comparing in constant time", async () => {
    const stored = await hashPassword("Correct horse battery 7");
    expect(await verifyPassword("Correct horse battery 7", stored)).toEqual({
      valid: true,
      needsRehash: false,
    });
    expect(await verifyPassword("correct horse battery 7", stored)).toEqual({
      valid: false,
      needsRehash: false,
    });
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
    for (const [a, b] of timingSafeEqual.mock.calls) {
      expect((a as Buffer).length).toBe(32);
      expect((b as Buffer).length).toBe(32);
    }
  });

  it("verifies a hash made with other parameters, using them, and asks for a rehash", async () => {
    const weaker = await hashPassword("Correct horse battery 7", { N: 1024, r: 8, p: 1 });
    expect(weaker).toMatch(/^scrypt\$1024\$8\$1\$/);
    scrypt.mockClear();
    expect(await verifyPassword("Correct horse battery 7", weaker)).toEqual({
      valid: true,
      needsRehash: true,
    });
    expect(scrypt.mock.calls[0]![3]).toMatchObject({ N: 1024, r: 8, p: 1 });
  });

  it("verifies a hash made before the upgrade (N = 2^15) and asks for a rehash", async () => {
    const before = await hashPassword("Correct horse battery 7", { N: 2 ** 15, r: 8, p: 1 });
    expect(before).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("Correct horse battery 7", before)).toEqual({
      valid: true,
      needsRehash: true,
    });
    expect(await verifyPassword("Wrong horse battery 7", before)).toEqual({
      valid: false,
      needsRehash: true,
    });
  });

  it("refuses malformed or absurd stored hashes without throwing", async () => {
    for (const stored of [
      "",
      "plain-text",
      "bcrypt$10$abc",
      "scrypt$1000$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5a2V5", // N not a power of two
      `scrypt$${2 ** 24}$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5a2V5`, // N too large
      `scrypt$${2 ** 20}$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5a2V5`, // 1 GiB of memory
    ]) {
      expect(parseHash(stored)).toBeNull();
      expect(await verifyPassword("whatever password", stored)).toEqual({
        valid: false,
        needsRehash: false,
      });
    }
  });

  it("does the same scrypt work for an unknown e-mail (dummy hash), and never matches", async () => {
    const stored = await hashPassword("Correct horse battery 7");
    scrypt.mockClear();
    await verifyPassword("Wrong password 1", stored);
    const real = scrypt.mock.calls.at(-1)!;
    scrypt.mockClear();
    timingSafeEqual.mockClear();
    expect(await verifyAgainstDummy("Wrong password 1")).toBe(false);
    const dummy = scrypt.mock.calls.at(-1)!;
    expect(dummy[2]).toBe(real[2]); // key length
    expect(dummy[3]).toEqual(real[3]); // N, r, p, maxmem
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
  });
});

describe("new password rules", () => {
  it("asks for at least 8 characters (counted as characters, not bytes)", () => {
    expect(passwordProblem("Ab1$xyz")).toBe(authMessages.passwordTooShort);
    expect(passwordProblem("ééééééé")).toBe(authMessages.passwordTooShort);
    expect(passwordProblem("Ab1$xyzq")).toBeNull();
    expect(passwordProblem("x".repeat(129))).toBe(authMessages.passwordTooLong);
    expect(authMessages.passwordTooShort).toBe("Password should be at least 8 characters.");
  });

  it("refuses the most common passwords whatever their case, with a clear message", () => {
    for (const common of ["password", "Password123", "QWERTY123", " iloveyou1 ", "1q2w3e4r5t"]) {
      expect(isCommonPassword(common)).toBe(true);
      if ([...common].length >= 8)
        expect(passwordProblem(common)).toBe(authMessages.passwordTooCommon);
    }
    expect(passwordProblem("Correct horse battery 7")).toBeNull();
    expect(authMessages.passwordTooCommon).toMatch(/too common/);
  });

  it("bundles a list of about two hundred lower-case entries", () => {
    expect(commonPasswords.size).toBeGreaterThanOrEqual(200);
    for (const entry of commonPasswords) expect(entry).toBe(entry.toLowerCase().trim());
  });
});
