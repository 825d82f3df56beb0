/**
 * What the production server needs on its own Postgres (DATABASE_URL in production): the secrets
 * every instance must share (config.ts refuses to start without them), the offline payment
 * sandbox said out loud, and sign-up that signs in (no confirmation link to follow).
 */
export function postgresAppEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: "reliability-session-secret-0123456789abcdef",
    HONEYPOT_SECRET: "reliability-honeypot-secret-0123456789abcdef",
    NEWSLETTER_SECRET: "reliability-newsletter-secret-0123456789abcdef",
    AUTH_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    PAYMENTS_SANDBOX: "on",
    AUTH_EMAIL_CONFIRMATION: "off",
  };
}
