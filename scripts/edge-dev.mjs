// The site on Cloudflare's runtime (workerd), locally, against a Postgres (docs/deployment.md):
//   DATABASE_URL=postgres://user:password@127.0.0.1:5432/name npm run edge:dev
// It builds when the sources changed, migrates that database, and runs `wrangler dev` on
// http://127.0.0.1:PORT (8787; HOST to listen elsewhere) with the Cron Trigger at /__scheduled.
// The Worker's settings, later ones winning: secrets generated once into .wrangler/edge-dev/
// (a Worker cannot generate its own), SITE_URL for that address and the payments sandbox (unless
// Square or PayPal is configured), the
// site's settings from this environment (MAIL_API_KEY, ADMIN_EMAILS, …), then .dev.vars.
// Without MAIL_API_KEY, mail goes to a local catcher (tests/fakes/serve.ts): read it at the
// `mail` address printed at start.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { join } from "node:path";
import { buildIfStale } from "./lib/build-if-stale.mjs";

const root = new URL("..", import.meta.url).pathname;
// Each tool runs on the Node that runs this script (wrangler needs 22.12 or later).
const tool = (path, args) => [process.execPath, [join(root, "node_modules", path), ...args]];
const port = process.env.PORT ?? "8787";
const host = process.env.HOST ?? "127.0.0.1";
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    "npm run edge:dev needs a Postgres (a Worker has no embedded database):\n" +
      "  DATABASE_URL=postgres://user:password@127.0.0.1:5432/name npm run edge:dev",
  );
  process.exit(1);
}

/** The site's own settings, passed on to the Worker when this environment has them. */
const SITE_SETTING =
  /^(SITE_|SESSION_SECRET$|HONEYPOT_SECRET$|NEWSLETTER_SECRET$|AUTH_|ADMIN_EMAILS$|MAIL_|LEADS_|PAYMENTS_|SQUARE_|PAYPAL_|SUPABASE_|PAGE_|OUTBOX_|FORM_|LOG_LEVEL$|PASSWORD_HASHING$|COOKIE_SECURE$)/;

// With DATA_DIR, the settings files live there too: two copies side by side keep their own.
const folder = process.env.DATA_DIR
  ? join(process.env.DATA_DIR, "edge-dev")
  : join(root, ".wrangler/edge-dev");
mkdirSync(folder, { recursive: true, mode: 0o700 });
const envFile = (name, values) => {
  const file = join(folder, name);
  const lines = Object.entries(values).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
  return file;
};

function generatedSecrets() {
  const file = join(folder, "secrets.env");
  if (existsSync(file)) return file;
  const secret = () => randomBytes(32).toString("base64url");
  return envFile("secrets.env", {
    SESSION_SECRET: secret(),
    HONEYPOT_SECRET: secret(),
    NEWSLETTER_SECRET: secret(),
    PAYMENTS_SANDBOX_KEY: secret(),
    AUTH_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  });
}

/** The local mail catcher, when no mail API is configured: its settings and its process. */
async function mailCatcher() {
  if (process.env.MAIL_API_KEY) return { settings: {} };
  const fakes = spawn(
    process.execPath,
    ["--experimental-strip-types", "--disable-warning=ExperimentalWarning", "tests/fakes/serve.ts"],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: fakes.stdout })[Symbol.asyncIterator]();
  const { value: line } = await lines.next();
  if (!line) throw new Error("the local mail catcher did not start");
  const urls = JSON.parse(line);
  console.log(`mail: ${urls.inspectUrl}/mail (the local catcher; set MAIL_API_KEY to send)`);
  return {
    process: fakes,
    settings: { MAIL_API_URL: urls.mailApiUrl, MAIL_API_KEY: urls.mailApiKey },
  };
}

buildIfStale("build");
const migrated = spawnSync(...tool("tsx/dist/cli.mjs", ["scripts/db-migrate.ts"]), {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, SITE_URL: process.env.SITE_URL ?? `http://${host}:${port}` },
});
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

const catcher = await mailCatcher();
const fromHere = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => SITE_SETTING.test(name)),
);
const settings = envFile("settings.env", {
  SITE_URL: `http://${host}:${port}`,
  // The test-card sandbox, unless a payment provider is configured (the two never run together).
  ...(!process.env.SQUARE_ACCESS_TOKEN &&
    !process.env.PAYPAL_CLIENT_ID && { PAYMENTS_SANDBOX: "on" }),
  ...catcher.settings,
  ...fromHere,
});
const envFiles = [generatedSecrets(), settings, join(root, ".dev.vars")].filter(existsSync);
// The Worker's local state (the Cache API's shared pages) lives under DATA_DIR when it is set,
// so a run with other secrets (scripts/smoke-full.sh) never gets pages another run drew: their
// honeypot timestamps were encrypted with that run's HONEYPOT_SECRET, and every form would fail.
const persist = process.env.DATA_DIR
  ? ["--persist-to", join(process.env.DATA_DIR, "wrangler")]
  : [];
/** A port nothing listens on now, for the devtools of this copy (two may run side by side). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
const inspectorPort = String(await freePort());
const wrangler = spawn(
  ...tool("wrangler/bin/wrangler.js", [
    "dev",
    "--ip",
    host,
    "--port",
    port,
    "--test-scheduled",
    "--inspector-port",
    inspectorPort,
    ...persist,
    ...envFiles.flatMap((file) => ["--env-file", file]),
  ]),
  {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      CLOUDFLARE_HYPERDRIVE_LOCAL_CONNECTION_STRING_HYPERDRIVE: databaseUrl,
      WRANGLER_SEND_METRICS: "false",
    },
  },
);
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => wrangler.kill(signal));
}
wrangler.on("exit", (code, signal) => {
  catcher.process?.kill("SIGTERM");
  process.exit(code ?? (signal ? 0 : 1));
});
