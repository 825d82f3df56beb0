import { describe, expect, it } from "vitest";
import { confirmationLink } from "~/.server/auth/local/account-mail";
import {
  decrypt,
  encrypt,
  keyFromSecret,
  legacyKey,
  openWithAny,
  randomToken,
  sha256,
} from "~/.server/auth/local/crypto";
import { checkTotp, totpUri } from "~/.server/auth/local/totp";
import { normaliseCode } from "~/.server/auth/common/inputs";
import { generate } from "otplib";

describe("local auth crypto", () => {
  it("makes 32-byte base64url session ids and hex SHA-256 digests", () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("seals TOTP secrets with AES-256-GCM bound to their owner", () => {
    const key = Buffer.alloc(32, 3);
    expect(key).toHaveLength(32);
    const sealed = encrypt(key, "JBSWY3DPEHPK3PXPJBSWY3DP", "user-1");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DP");
    expect(decrypt(key, sealed, "user-1")).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(decrypt(key, sealed, "user-2")).toBeNull();
    expect(decrypt(Buffer.alloc(32, 4), sealed, "user-1")).toBeNull();
    const [v, iv, tag, body] = sealed.split(".");
    const flipped = body!.slice(0, -1) + (body!.endsWith("A") ? "B" : "A");
    expect(decrypt(key, [v, iv, tag, flipped].join("."), "user-1")).toBeNull();
  });

  it("opens with the current key, then the old ones, then the legacy derivation; only the current one is fresh", () => {
    const current = Buffer.alloc(32, 1);
    const old = Buffer.alloc(32, 2);
    const legacy = legacyKey("a".repeat(40));
    const keys = { current, old: [old], legacy };
    for (const [key, stale] of [
      [current, false],
      [old, true],
      [legacy, true],
    ] as const) {
      const sealed = encrypt(key, "SECRET", "user-1");
      expect(openWithAny(keys, sealed, "user-1")).toEqual({ plaintext: "SECRET", stale });
      expect(openWithAny(keys, sealed, "user-2")).toBeNull();
    }
    const unknown = encrypt(Buffer.alloc(32, 9), "SECRET", "user-1");
    expect(openWithAny(keys, unknown, "user-1")).toBeNull();
    expect(
      openWithAny({ current, old: [], legacy: null }, encrypt(legacy, "S", "u"), "u"),
    ).toBeNull();
  });

  it("a generated key file's secret and the session secret give different keys", () => {
    const secret = "a".repeat(40);
    expect(keyFromSecret(secret)).toHaveLength(32);
    expect(keyFromSecret(secret).equals(legacyKey(secret))).toBe(false);
    expect(keyFromSecret(secret).equals(keyFromSecret(secret))).toBe(true);
  });
});

describe("local TOTP", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  const now = new Date("2026-01-01T00:00:10Z");
  const epoch = Math.floor(now.getTime() / 1000);
  const step = Math.floor(epoch / 30);

  it("accepts a code of now or one step either side, once", async () => {
    expect(await checkTotp(secret, await generate({ secret, epoch }), now, null)).toBe(step);
    expect(await checkTotp(secret, await generate({ secret, epoch: epoch - 30 }), now, null)).toBe(
      step - 1,
    );
    expect(await checkTotp(secret, await generate({ secret, epoch: epoch + 30 }), now, null)).toBe(
      step + 1,
    );
    expect(
      await checkTotp(secret, await generate({ secret, epoch: epoch - 90 }), now, null),
    ).toBeNull();
    // Replays: the step already accepted, or an earlier one.
    expect(await checkTotp(secret, await generate({ secret, epoch }), now, step)).toBeNull();
    expect(
      await checkTotp(secret, await generate({ secret, epoch: epoch - 30 }), now, step),
    ).toBeNull();
    expect(await checkTotp(secret, await generate({ secret, epoch: epoch + 30 }), now, step)).toBe(
      step + 1,
    );
  });

  it("normalises typed codes and builds the otpauth URI", () => {
    expect(normaliseCode(" 123 456 ")).toBe("123456");
    expect(normaliseCode("12345")).toBeNull();
    expect(normaliseCode("abcdef")).toBeNull();
    const uri = new URL(totpUri(secret, "BTE Consulting", "ada@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("BTE Consulting");
  });
});

describe("confirmation link", () => {
  it("points at /auth/confirm with token_hash and type, and a same-site next", () => {
    const link = new URL(
      confirmationLink(
        "https://example.com",
        "ab".repeat(32),
        "https://example.com/auth?returnTo=%2Fstore",
      ),
    );
    expect(link.origin + link.pathname).toBe("https://example.com/auth/confirm");
    expect(link.searchParams.get("token_hash")).toBe("ab".repeat(32));
    expect(link.searchParams.get("type")).toBe("email");
    expect(link.searchParams.get("next")).toBe("/auth?returnTo=%2Fstore");
    const offsite = new URL(
      confirmationLink("https://example.com", "cd".repeat(32), "https://evil.example/x"),
    );
    expect(offsite.searchParams.has("next")).toBe(false);
    const relative = new URL(confirmationLink("https://example.com", "ef".repeat(32), "/faq"));
    expect(relative.searchParams.get("next")).toBe("/faq");
    // A path that normalises to another site (`//evil.example`) is no `next` either.
    for (const sneaky of ["/.//evil.example", "https://example.com/..//evil.example"]) {
      const link = new URL(confirmationLink("https://example.com", "ef".repeat(32), sneaky));
      expect(link.searchParams.has("next")).toBe(false);
    }
  });
});
