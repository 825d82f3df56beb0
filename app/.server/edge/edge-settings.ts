import { ConfigError, parseConfig } from "../config";

export type EdgeBindings = Record<string, unknown> & {
  HYPERDRIVE?: { connectionString: string };
};

type Source = Record<string, string | undefined>;

/** Low-memory password hashing: an isolate has 128 MB. */
export function edgeEnvironment(bindings: EdgeBindings, base: Source = {}): Source {
  const source: Source = { NODE_ENV: "production", PASSWORD_HASHING: "low-memory", ...base };
  for (const [name, value] of Object.entries(bindings)) {
    if (typeof value === "string") source[name] = value;
  }
  const hyperdrive = bindings.HYPERDRIVE?.connectionString;
  if (hyperdrive) source.DATABASE_URL = hyperdrive;
  return source;
}

const set = (source: Source, name: string) => (source[name] ?? "").trim() !== "";

/** A Worker has no disk and no SMTP (port 25 is blocked, and there is no DNS lookup for MX). */
export function edgeProblems(source: Source): string[] {
  const problems: string[] = [];
  if (!set(source, "DATABASE_URL")) {
    problems.push(
      "DATABASE_URL missing: a Worker has no disk for the embedded database; bind Hyperdrive as HYPERDRIVE or set DATABASE_URL to a Postgres",
    );
  }
  if (!set(source, "SITE_URL")) {
    problems.push("SITE_URL missing: links in e-mails and the page cache's keys follow it");
  }
  const secrets = ["SESSION_SECRET", "HONEYPOT_SECRET", "NEWSLETTER_SECRET"];
  if (!set(source, "SUPABASE_URL")) secrets.push("AUTH_ENCRYPTION_KEY");
  if (sandboxRuns(source)) secrets.push("PAYMENTS_SANDBOX_KEY");
  for (const name of secrets.filter((name) => !set(source, name))) {
    problems.push(
      `${name} missing: a Worker cannot generate and keep secrets; set it with \`wrangler secret put ${name}\``,
    );
  }
  if (set(source, "SMTP_URL")) {
    problems.push(
      "SMTP_URL is not supported on a Worker (no SMTP from Workers): send mail with MAIL_API_KEY instead",
    );
  } else if (!set(source, "MAIL_API_KEY")) {
    problems.push(
      "MAIL_API_KEY missing: a Worker sends mail through an HTTP mail API (it has no disk to keep mail as files)",
    );
  }
  return problems;
}

function sandboxRuns(source: Source): boolean {
  const real = set(source, "SQUARE_ACCESS_TOKEN") || set(source, "PAYPAL_CLIENT_ID");
  const sandbox = source.PAYMENTS_SANDBOX ?? source.PAYMENTS_OFFLINE;
  return !real && ["on", "true", "1"].includes((sandbox ?? "").trim());
}

export function useEdgeEnvironment(bindings: EdgeBindings, env: Source): void {
  const source = edgeEnvironment(bindings, env);
  const problems = edgeProblems(source);
  try {
    parseConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One line per setting: the edge's reason wins over the configuration's for the same name.
    const named = new Set(problems.map((problem) => problem.split(" ")[0]));
    problems.push(...error.problems.filter((problem) => !named.has(problem.split(" ")[0])));
  }
  if (problems.length > 0) throw new ConfigError(problems);
  Object.assign(env, source);
}
