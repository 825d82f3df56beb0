import { describe, expect, it } from "vitest";
import {
  maskEmail,
  signUnsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from "~/.server/newsletter/unsubscribe-token";

const SECRET = "newsletter-secret-for-the-token-test-0123456789";
const OTHER = "another-newsletter-secret-of-another-site-0123456789";

describe("the newsletter's unsubscribe token", () => {
  it("verifies to the address it was signed for", () => {
    const token = signUnsubscribeToken("ada@example.test", SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(token, SECRET)).toBe("ada@example.test");
    // Addresses are stored lower-cased; the token is for that form.
    expect(verifyUnsubscribeToken(signUnsubscribeToken("Ada@Example.TEST", SECRET), SECRET)).toBe(
      "ada@example.test",
    );
  });

  it("refuses a token made with another secret", () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken("ada@example.test", OTHER), SECRET)).toBe(
      null,
    );
  });

  it("refuses a tampered token: another address with the same MAC, or a changed MAC", () => {
    const [, mac] = signUnsubscribeToken("ada@example.test", SECRET).split(".");
    const other = Buffer.from("grace@example.test").toString("base64url");
    expect(verifyUnsubscribeToken(`${other}.${mac}`, SECRET)).toBe(null);
    const token = signUnsubscribeToken("ada@example.test", SECRET);
    const flipped = token.slice(0, -2) + (token.endsWith("A") ? "B" : "A") + token.slice(-1);
    expect(verifyUnsubscribeToken(flipped, SECRET)).toBe(null);
    expect(verifyUnsubscribeToken(token.slice(0, -1), SECRET)).toBe(null);
  });

  it("refuses a forged token (a MAC computed without the secret) and malformed input", () => {
    const address = Buffer.from("ada@example.test").toString("base64url");
    const forged = [
      `${address}.${"A".repeat(43)}`,
      `${address}.`,
      address,
      "",
      ".",
      "a.b.c",
      "%%%.%%%",
      `${address}.${"A".repeat(600)}`,
      `${Buffer.from([0xff, 0xfe]).toString("base64url")}.${"A".repeat(43)}`,
    ];
    for (const token of forged) expect(verifyUnsubscribeToken(token, SECRET), token).toBe(null);
    expect(verifyUnsubscribeToken(null, SECRET)).toBe(null);
    expect(verifyUnsubscribeToken(undefined, SECRET)).toBe(null);
    expect(verifyUnsubscribeToken(42, SECRET)).toBe(null);
  });

  it("builds the link on the configured site URL", () => {
    const url = new URL(unsubscribeUrl("https://bte.example/", "ada@example.test", SECRET));
    expect(url.origin + url.pathname).toBe("https://bte.example/newsletter/unsubscribe");
    expect(verifyUnsubscribeToken(url.searchParams.get("token"), SECRET)).toBe("ada@example.test");
  });

  it("masks the address it shows", () => {
    expect(maskEmail("ada@example.test")).toBe("a•••@example.test");
  });
});
