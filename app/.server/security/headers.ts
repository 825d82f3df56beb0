import { randomBytes } from "node:crypto";
import { getConfig } from "../config";
import { checkoutCspSources, type CheckoutCspSources } from "../payments/csp";

/** <HoneypotInputs> (components/forms/) renders `style="display:none"`; this is that attribute's hash. */
const HONEYPOT_STYLE_HASH = "'sha256-aqNNdDLnnrDOnTNdkJpYlAxKVJtLt9CtFLklmInuUAE='";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

/** A shared page is the same bytes for everyone, so it is trusted by hash instead of a nonce. */
export type ScriptTrust = { nonce: string } | { hashes: string[] };

export function contentSecurityPolicy(
  trust: ScriptTrust,
  isDevelopment: boolean,
  checkout?: CheckoutCspSources,
): string {
  const nonce = "nonce" in trust ? [`'nonce-${trust.nonce}'`] : [];
  const scripts = "nonce" in trust ? nonce : trust.hashes.map((hash) => `'${hash}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts, "'strict-dynamic'", ...(checkout?.script ?? [])],
    // Vite injects <style> in development; in production only our nonce and the honeypot's attribute.
    "style-src": isDevelopment
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", ...nonce, "'unsafe-hashes'", HONEYPOT_STYLE_HASH],
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(isDevelopment ? ["ws:"] : []), ...(checkout?.connect ?? [])],
    "frame-src": checkout?.frame.length ? checkout.frame : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...(checkout?.formAction ?? [])],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function applySecurityHeaders(headers: Headers, trust?: ScriptTrust, checkoutPage = false) {
  const config = getConfig();
  if (trust) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(
        trust,
        config.env === "development",
        checkoutPage ? checkoutCspSources(config.payments) : undefined,
      ),
    );
  }
  headers.set("X-Content-Type-Options", "nosniff");
  // A token page's own `no-referrer` stays.
  if (!headers.has("Referrer-Policy"))
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (config.siteUrl.startsWith("https:")) {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
