import { createHmac, timingSafeEqual } from "node:crypto";
import { generatedSecret } from "../security/generated-secret";

/** @see docs/decisions/0024-newsletter-unsubscribe-link.md */
export const getNewsletterSecret = generatedSecret(
  "newsletter-secret",
  (config) => config.newsletterSecret,
);

const PURPOSE = "newsletter-unsubscribe:";
const MAX_TOKEN_LENGTH = 512;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function mac(email: string, secret: string): Buffer {
  return createHmac("sha256", secret)
    .update(PURPOSE + email, "utf8")
    .digest();
}

export function signUnsubscribeToken(email: string, secret: string): string {
  const address = email.toLowerCase();
  return `${Buffer.from(address, "utf8").toString("base64url")}.${mac(address, secret).toString("base64url")}`;
}

export function verifyUnsubscribeToken(token: unknown, secret: string): string | null {
  if (typeof token !== "string" || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    return null;
  }
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [encodedAddress, encodedMac] = parts as [string, string];
  if (!BASE64URL.test(encodedAddress) || !BASE64URL.test(encodedMac)) return null;
  const address = Buffer.from(encodedAddress, "base64url").toString("utf8");
  // Re-encoding must give the same text: no padding tricks, no bytes that are not UTF-8.
  if (Buffer.from(address, "utf8").toString("base64url") !== encodedAddress) return null;
  if (address !== address.toLowerCase() || !address.includes("@")) return null;
  const given = Buffer.from(encodedMac, "base64url");
  if (given.toString("base64url") !== encodedMac) return null;
  const expected = mac(address, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return address;
}

export function unsubscribeUrl(siteUrl: string, email: string, secret: string): string {
  const url = new URL("/newsletter/unsubscribe", `${siteUrl.replace(/\/+$/, "")}/`);
  url.searchParams.set("token", signUnsubscribeToken(email, secret));
  return url.toString();
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
