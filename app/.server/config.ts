import { z } from "zod";
import { site } from "~/content/site";
import { isPasswordHashing, type PasswordHashing } from "~/.server/auth/local/password-settings";

/** A provider configured by halves is an error naming the missing variable, never a silent fallback. */

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (v) => v === undefined || isUrlWith(v, protocols),
    `must be a URL starting with ${protocols.join(" or ")}`,
  );

function isUrlWith(value: string, protocols: string[]) {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isEmail(value: string) {
  return z.string().email().safeParse(value).success;
}

function positiveInt(min: number, max: number) {
  return optionalString
    .refine(
      (v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max),
      `must be a whole number from ${min} to ${max}`,
    )
    .transform((v) => (v === undefined ? undefined : Number(v)));
}

const booleanFlag = optionalString
  .refine(
    (v) => v === undefined || ["true", "false", "1", "0"].includes(v),
    'must be "true" or "false"',
  )
  .transform((v) => (v === undefined ? undefined : v === "true" || v === "1"));

const onOffFlag = optionalString
  .refine(
    (v) => v === undefined || ["on", "off", "true", "false", "1", "0"].includes(v),
    'must be "on" or "off"',
  )
  .transform((v) => (v === undefined ? undefined : ["on", "true", "1"].includes(v)));

function isBase64Key(value: string) {
  return /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, "base64").length === 32;
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const base64Key = optionalString.refine(
  (v) => v === undefined || isBase64Key(v),
  "must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)",
);

const base64Keys = optionalString.refine(
  (v) => v === undefined || v.split(",").every((key) => isBase64Key(key.trim())),
  "must be keys of 32 bytes in base64, separated by commas",
);

const secret = optionalString.refine(
  (v) => v === undefined || v.length >= 32,
  "must be at least 32 characters",
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  SITE_URL: optionalUrl(["http:", "https:"]),
  SITE_TIME_ZONE: optionalString.refine(
    (v) => v === undefined || isTimeZone(v),
    'must be an IANA time zone such as "America/New_York"',
  ),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  SESSION_SECRET: secret,
  HONEYPOT_SECRET: secret,
  NEWSLETTER_SECRET: secret,
  COOKIE_SECURE: booleanFlag,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  SUPABASE_URL: optionalUrl(["http:", "https:"]),
  SUPABASE_ANON_KEY: optionalString,
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  LEADS_WEBHOOK_URL: optionalUrl(["http:", "https:"]),
  LEADS_FORWARD_URL: optionalUrl(["http:", "https:"]),
  LEADS_EMAIL_TO: optionalString.refine(
    (v) => v === undefined || isEmail(v),
    "must be an e-mail address",
  ),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_API_KEY: optionalString,
  MAIL_API_URL: optionalString.refine(
    (v) =>
      v === undefined || isUrlWith(v, ["https:"]) || (isUrlWith(v, ["http:"]) && isLocalAddress(v)),
    "must be a URL starting with https: (http: only for this machine)",
  ),
  ADMIN_EMAILS: optionalString.refine(
    (v) => v === undefined || adminEmailsOf(v).every(isEmail),
    "must be e-mail addresses separated by commas",
  ),
  MAIL_FROM: optionalString.refine(
    (v) => v === undefined || isEmail(v.replace(/^.*<(.+)>$/, "$1")),
    'must be an e-mail address or "Name <address>"',
  ),
  PAGE_CACHE_SECONDS: positiveInt(0, 86_400),
  PAGE_STALE_SECONDS: positiveInt(0, 86_400),
  OUTBOX_MAX_ATTEMPTS: positiveInt(1, 50),
  OUTBOX_POLL_SECONDS: positiveInt(1, 3600),
  FORM_RATE_LIMIT_PER_IP: positiveInt(1, 100_000),
  FORM_RATE_LIMIT_PER_EMAIL: positiveInt(1, 100_000),
  AUTH_EMAIL_CONFIRMATION: onOffFlag,
  AUTH_ENCRYPTION_KEY: base64Key,
  AUTH_ENCRYPTION_KEYS_OLD: base64Keys,
  AUTH_RATE_LIMIT_PER_IP: positiveInt(1, 100_000),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt(1, 100_000),
  TRUST_PROXY: positiveInt(0, 10),
  PASSWORD_HASHING: optionalString.refine(
    (v) => v === undefined || isPasswordHashing(v),
    'must be "standard" or "low-memory"',
  ),
  PAYMENTS_SANDBOX: onOffFlag,
  /** PAYMENTS_SANDBOX's earlier name, still read. */
  PAYMENTS_OFFLINE: onOffFlag,
  PAYMENTS_SANDBOX_KEY: secret,
  SQUARE_ACCESS_TOKEN: optionalString,
  SQUARE_APPLICATION_ID: optionalString,
  SQUARE_LOCATION_ID: optionalString,
  SQUARE_WEBHOOK_SIGNATURE_KEY: optionalString,
  SQUARE_WEBHOOK_URL: optionalUrl(["http:", "https:"]),
  SQUARE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  SQUARE_API_URL: optionalUrl(["http:", "https:"]),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  PAYPAL_WEBHOOK_ID: optionalString,
  PAYPAL_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  PAYPAL_API_URL: optionalUrl(["http:", "https:"]),
});

/** Refused in production so nobody believes they do anything there. */
const retiredTestSettings = ["ENABLE_TEST_HOOKS"];

function adminEmailsOf(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

const groups: Record<string, (keyof z.infer<typeof envSchema>)[]> = {
  Supabase: ["SUPABASE_URL", "SUPABASE_ANON_KEY"],
  Square: [
    "SQUARE_ACCESS_TOKEN",
    "SQUARE_APPLICATION_ID",
    "SQUARE_LOCATION_ID",
    "SQUARE_WEBHOOK_SIGNATURE_KEY",
    "SQUARE_WEBHOOK_URL",
  ],
  PayPal: ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"],
};

type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  siteUrl: string;
  /** Unset, links a visitor's own browser follows use the address they used; mailed links never do. */
  siteUrlConfigured: boolean;
  timeZone: string;
  startupWarnings: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  /** Published in every page, so never used for anything else. */
  honeypotSecret: string | undefined;
  newsletterSecret: string | undefined;
  cookieSecure: boolean;
  sharedPages: { maxAgeSeconds: number; staleSeconds: number };
  logLevel: Env["LOG_LEVEL"];
  supabase: { url: string; anonKey: string; serviceRoleKey?: string } | undefined;
  leads: LeadsConfig;
  auth: AuthConfig;
  payments: PaymentsConfig;
  adminEmails: string[];
};

/** @see docs/decisions/0031-safe-defaults-once-public.md */
export type PaymentsConfig = {
  offline: boolean;
  sandboxKey: string | undefined;
  square:
    | {
        accessToken: string;
        applicationId: string;
        locationId: string;
        webhookSignatureKey: string;
        /** Part of what Square signs. */
        webhookUrl: string;
        environment: "sandbox" | "production";
        apiUrl: string | undefined;
      }
    | undefined;
  paypal:
    | {
        clientId: string;
        clientSecret: string;
        webhookId: string;
        environment: "sandbox" | "production";
        apiUrl: string | undefined;
      }
    | undefined;
};

export type LeadsConfig = {
  webhookUrl: string | undefined;
  forwardUrl: string | undefined;
  emailTo: string | undefined;
  smtpUrl: string | undefined;
  mailApi: { url: string; key: string } | undefined;
  mailFrom: string | undefined;
  maxAttempts: number;
  pollMs: number;
  perIpPerHour: number;
  perEmailPerHour: number;
};

export type AuthConfig = {
  /** Off in development and test so sign-up signs in at once; the link is still mailed. */
  emailConfirmation: boolean;
  /** Never derived from the session secret. */
  encryptionKey: Buffer | undefined;
  /** Secrets they open are sealed again under `encryptionKey`, so rotating locks nobody out. */
  oldEncryptionKeys: Buffer[];
  perIpPer15Min: number;
  perEmailPer15Min: number;
  /** 0: the header is the visitor's to write, so it is never read. */
  trustProxyHops: number;
  /** Hashes made under the other setting still verify and are rehashed at the next sign-in. */
  passwordHashing: PasswordHashing;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(source);
  const problems: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push(`${issue.path.join(".")} ${issue.message}`);
    }
  }
  for (const [provider, names] of Object.entries(groups)) {
    const present = names.filter((n) => (source[n] ?? "").trim() !== "");
    if (present.length > 0 && present.length < names.length) {
      const missing = names.filter((n) => !present.includes(n));
      problems.push(
        `${missing.join(", ")} missing: ${provider} is half-configured (${present.join(", ")} is set)`,
      );
    }
  }
  if (
    result.success &&
    result.data.NODE_ENV === "production" &&
    result.data.ADMIN_EMAILS &&
    !result.data.SUPABASE_URL &&
    result.data.AUTH_EMAIL_CONFIRMATION === false
  ) {
    problems.push(
      "ADMIN_EMAILS with AUTH_EMAIL_CONFIRMATION off: anyone could sign up with an owner's address and open the dashboard; turn confirmation on",
    );
  }
  if (result.success && result.data.NODE_ENV === "production" && result.data.DATABASE_URL) {
    if (!result.data.SESSION_SECRET) {
      problems.push(
        "SESSION_SECRET missing: required in production with DATABASE_URL, so every instance signs cookies alike",
      );
    }
    if (!result.data.AUTH_ENCRYPTION_KEY && !result.data.SUPABASE_URL) {
      problems.push(
        "AUTH_ENCRYPTION_KEY missing: required in production with DATABASE_URL, so every instance opens the two-factor secrets alike",
      );
    }
    if (!result.data.HONEYPOT_SECRET) {
      problems.push(
        "HONEYPOT_SECRET missing: required in production with DATABASE_URL, so a form from one instance is accepted by another",
      );
    }
    if (!result.data.NEWSLETTER_SECRET) {
      problems.push(
        "NEWSLETTER_SECRET missing: required in production with DATABASE_URL, so an unsubscribe link mailed by one instance works on another",
      );
    }
  }
  if (result.success && result.data.DATABASE_URL && !result.data.SITE_URL) {
    problems.push(
      "SITE_URL missing: required with DATABASE_URL, so links in e-mails, PayPal's return address and Secure cookies follow the site's public address, not localhost",
    );
  }
  if (result.success) problems.push(...paymentProblems(result.data), ...mailProblems(result.data));
  if (source.NODE_ENV === "production") {
    for (const name of retiredTestSettings.filter((n) => source[n] !== undefined)) {
      problems.push(
        `${name} is a test-only setting, refused in production: the site has no test hooks (ADR 4); remove it`,
      );
    }
  }
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);

  const env = result.data;
  const isProduction = env.NODE_ENV === "production";
  const siteUrl = (env.SITE_URL ?? `http://localhost:${source.PORT || 3000}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    isProduction,
    siteUrl,
    siteUrlConfigured: env.SITE_URL !== undefined,
    timeZone: env.SITE_TIME_ZONE ?? site.timeZone,
    startupWarnings: startupWarnings(env, siteUrl),
    dataDir: env.DATA_DIR ?? ".data",
    databaseUrl: env.DATABASE_URL,
    sessionSecret: env.SESSION_SECRET,
    honeypotSecret: env.HONEYPOT_SECRET,
    newsletterSecret: env.NEWSLETTER_SECRET,
    // A browser drops a Secure cookie set over plain http, and every form would fail.
    cookieSecure: env.COOKIE_SECURE ?? siteUrl.startsWith("https:"),
    sharedPages: {
      maxAgeSeconds: env.PAGE_CACHE_SECONDS ?? 10,
      staleSeconds: env.PAGE_STALE_SECONDS ?? 60,
    },
    logLevel: env.LOG_LEVEL,
    supabase:
      env.SUPABASE_URL && env.SUPABASE_ANON_KEY
        ? {
            url: env.SUPABASE_URL,
            anonKey: env.SUPABASE_ANON_KEY,
            ...(env.SUPABASE_SERVICE_ROLE_KEY && { serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY }),
          }
        : undefined,
    leads: {
      webhookUrl: env.LEADS_WEBHOOK_URL,
      forwardUrl: env.LEADS_FORWARD_URL,
      emailTo: env.LEADS_EMAIL_TO,
      smtpUrl: env.SMTP_URL,
      mailApi: env.MAIL_API_KEY
        ? { url: env.MAIL_API_URL ?? "https://api.resend.com", key: env.MAIL_API_KEY }
        : undefined,
      mailFrom: env.MAIL_FROM,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS ?? 8,
      pollMs: (env.OUTBOX_POLL_SECONDS ?? 15) * 1000,
      perIpPerHour: env.FORM_RATE_LIMIT_PER_IP ?? 20,
      perEmailPerHour: env.FORM_RATE_LIMIT_PER_EMAIL ?? 5,
    },
    auth: {
      emailConfirmation: env.AUTH_EMAIL_CONFIRMATION ?? isProduction,
      encryptionKey: env.AUTH_ENCRYPTION_KEY
        ? Buffer.from(env.AUTH_ENCRYPTION_KEY, "base64")
        : undefined,
      oldEncryptionKeys: (env.AUTH_ENCRYPTION_KEYS_OLD ?? "")
        .split(",")
        .map((key) => key.trim())
        .filter(Boolean)
        .map((key) => Buffer.from(key, "base64")),
      perIpPer15Min: env.AUTH_RATE_LIMIT_PER_IP ?? 50,
      perEmailPer15Min: env.AUTH_RATE_LIMIT_PER_EMAIL ?? 10,
      trustProxyHops: env.TRUST_PROXY ?? 0,
      passwordHashing:
        env.PASSWORD_HASHING && isPasswordHashing(env.PASSWORD_HASHING)
          ? env.PASSWORD_HASHING
          : "standard",
    },
    payments: paymentsConfig(env),
    adminEmails: adminEmailsOf(env.ADMIN_EMAILS),
  };
}

const hasSquare = (env: Env) => env.SQUARE_ACCESS_TOKEN !== undefined;
const hasPayPal = (env: Env) => env.PAYPAL_CLIENT_ID !== undefined;
const sandboxSetting = (env: Env) => env.PAYMENTS_SANDBOX ?? env.PAYMENTS_OFFLINE;

function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function isPublic(env: Env): boolean {
  return (env.SITE_URL !== undefined && !isLocalAddress(env.SITE_URL)) || !!env.DATABASE_URL;
}

/** The sandbox approves test cards without money moving, so no real shop may run it by accident. */
function paymentProblems(env: Env): string[] {
  const problems: string[] = [];
  const real = hasSquare(env) || hasPayPal(env);
  if (
    env.PAYMENTS_SANDBOX !== undefined &&
    env.PAYMENTS_OFFLINE !== undefined &&
    env.PAYMENTS_SANDBOX !== env.PAYMENTS_OFFLINE
  ) {
    problems.push(
      "PAYMENTS_OFFLINE disagrees with PAYMENTS_SANDBOX: PAYMENTS_OFFLINE is its earlier name; remove it",
    );
  }
  if (real && sandboxSetting(env) === true) {
    problems.push(
      "PAYMENTS_SANDBOX=on with a real payment provider configured: the offline sandbox never runs beside Square or PayPal; remove one",
    );
  }
  return problems;
}

function mailProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.SMTP_URL && env.MAIL_API_KEY) {
    problems.push(
      "SMTP_URL and MAIL_API_KEY are both set: mail goes through one of them; remove one",
    );
  }
  if (env.MAIL_API_URL && !env.MAIL_API_KEY) {
    problems.push("MAIL_API_KEY missing: MAIL_API_URL is set, and the mail API needs its key");
  }
  return problems;
}

function startupWarnings(env: Env, siteUrl: string): string[] {
  const warnings: string[] = [];
  if (!env.SITE_URL) {
    const cookies = env.COOKIE_SECURE ? "" : ", and cookies are not Secure";
    warnings.push(
      `SITE_URL is not set: links in e-mails and canonical URLs will point at ${siteUrl}${cookies}; set it to the site's public address`,
    );
  }
  const real = hasSquare(env) || hasPayPal(env);
  if (!real && sandboxSetting(env) === undefined && isPublic(env)) {
    warnings.push(
      "checkout is closed: no payment provider is configured (Square or PayPal), and a public site runs the test-card sandbox only with PAYMENTS_SANDBOX=on",
    );
  }
  return warnings;
}

function paymentsConfig(env: Env): PaymentsConfig {
  const real = hasSquare(env) || hasPayPal(env);
  return {
    offline: !real && (sandboxSetting(env) ?? !isPublic(env)),
    sandboxKey: env.PAYMENTS_SANDBOX_KEY,
    square: hasSquare(env)
      ? {
          accessToken: env.SQUARE_ACCESS_TOKEN!,
          applicationId: env.SQUARE_APPLICATION_ID!,
          locationId: env.SQUARE_LOCATION_ID!,
          webhookSignatureKey: env.SQUARE_WEBHOOK_SIGNATURE_KEY!,
          webhookUrl: env.SQUARE_WEBHOOK_URL!,
          environment: env.SQUARE_ENVIRONMENT,
          apiUrl: env.SQUARE_API_URL,
        }
      : undefined,
    paypal: hasPayPal(env)
      ? {
          clientId: env.PAYPAL_CLIENT_ID!,
          clientSecret: env.PAYPAL_CLIENT_SECRET!,
          webhookId: env.PAYPAL_WEBHOOK_ID!,
          environment: env.PAYPAL_ENVIRONMENT,
          apiUrl: env.PAYPAL_API_URL,
        }
      : undefined,
  };
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
