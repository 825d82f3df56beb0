import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLoadContext, type LoadContext, type RouteArgs } from "~/.server/context";
import { afterAll, beforeAll, expect } from "vitest";
import { createAppContext, type AppContext } from "~/.server/app-context";
import { getAuth } from "~/.server/auth";
import { checkEnrolmentCode } from "~/.server/auth/common/enrolment-codes";
import { parseConfig } from "~/.server/config";
import { openDatabase, runMigrations, runSeeds, type DatabaseHandle } from "~/.server/db";
import { getToast } from "~/.server/flash-toast";
import type { Mailer } from "~/.server/mail/mailer";
import { honeypotInputProps } from "~/.server/security/honeypot";
import * as authRoute from "~/routes/auth";
import { drainAccountMails } from "./account-mail-pump";
import { createIsolatedPostgres, openMemoryDatabase } from "./database";
import { callRoute } from "../../support/route-call";

/**
 * Requests to route modules as a browser sends them: a cookie jar, form posts with their Origin
 * and honeypot fields (through the shared action wrapper), page loads, and what the
 * answer flashed or signed in. Each request carries the test file's site (`onEmbeddedSite`) as
 * its load context's `app`, the way the server hands a route its app context.
 */
let ip = 1;

/** A test file's site: its app context (configuration, database, mailer, outbox) and data folder. */
export type TestSite = { dataDir: string; app: AppContext };

let current: TestSite | undefined;

/** The site `onEmbeddedSite` opened for this file (in tests and hooks, after its beforeAll). */
export function site(): TestSite {
  if (!current) throw new Error("onEmbeddedSite() has not opened the site yet");
  return current;
}

/** The load context a route gets from the server: this file's app context. */
export function loadContext(): LoadContext {
  return createLoadContext({ app: site().app });
}

/**
 * Runs the test file against a site of its own with the server's defaults (but the cheaper
 * password hashing): local accounts (confirmation off) on a fresh embedded database (in memory)
 * and the default mailer (`.eml` files under `<dataDir>/mail`), opened before the first test and closed after the last. `settings` are
 * environment variables as a deployment would set them (ADMIN_EMAILS, SUPABASE_URL…), parsed by
 * the server's own config (or a function returning them, called in beforeAll: for values known only
 * then, such as a fake server's URL); `mailer` replaces the default one.
 *
 * With `ROUTE_TESTS_ON_POSTGRES=1` and TEST_DATABASE_URL (`npm run test:integration:postgres`),
 * the same file runs on a fresh Postgres database instead, dropped at the end.
 */
export function onEmbeddedSite(
  label: string,
  settings: Record<string, string> | (() => Record<string, string>) = {},
  options: { mailer?: Mailer } = {},
): { dataDir: string } {
  const folder = { dataDir: "" };
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    folder.dataDir = mkdtempSync(join(tmpdir(), `${label}-`));
    const postgresBase = process.env.TEST_DATABASE_URL;
    if (process.env.ROUTE_TESTS_ON_POSTGRES === "1" && postgresBase) {
      postgres = await createIsolatedPostgres(postgresBase);
    }
    const own = typeof settings === "function" ? settings() : settings;
    const realProvider = Boolean(own.SQUARE_ACCESS_TOKEN ?? own.PAYPAL_CLIENT_ID);
    const config = parseConfig({
      DATA_DIR: folder.dataDir,
      SITE_URL: "http://localhost:3000",
      AUTH_EMAIL_CONFIRMATION: "off",
      // The setting that costs the least CPU: what the route tests check does not depend on it.
      PASSWORD_HASHING: "low-memory",
      ...own,
      // A shared database makes the site public: the sandbox then runs only when asked for.
      ...(postgres && { DATABASE_URL: postgres.url }),
      ...(postgres && !realProvider && { PAYMENTS_SANDBOX: "on" }),
    });
    handle = await (postgres ? openDatabase({ databaseUrl: postgres.url }) : openMemoryDatabase());
    await runMigrations(handle);
    await runSeeds(handle.db);
    current = {
      dataDir: folder.dataDir,
      app: await createAppContext({ config, db: handle.db, mailer: options.mailer }),
    };
  });
  afterAll(async () => {
    await current?.app.outbox.stop();
    current = undefined;
    await handle?.close();
    await postgres?.drop();
  });
  return folder;
}

/** A browser's cookie jar: keeps what responses set, sends it back. */
export class Jar {
  readonly cookies = new Map<string, string>();
  absorb(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";").map((p) => p.trim());
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === "" || attributes.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

type Route = { action: (args: RouteArgs) => Promise<unknown> };
type Loader = (args: RouteArgs) => Promise<unknown>;

/** What a form's action answers with `data()`: the form's result, a refusal, and the rest. */
type FormAnswerData = {
  sent?: boolean;
  error?: string;
  result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  [key: string]: unknown;
};

/** What an action answered with `data()`: its payload and status. */
export type DataAnswer<T = FormAnswerData> = { data: T; init: ResponseInit | null };

/** Where the test browser opened the site (the Host it sends); `origin` in submit and load. */
const SITE_ORIGIN = "http://localhost:3000";

/**
 * What submitting a form sends: its Origin, the cookies, honeypot fields, the fields. `origin` is
 * the address the browser opened the site at (its Host and Origin headers).
 */
export async function submit(
  route: Route,
  path: string,
  fields: Record<string, string>,
  jar: Jar,
  { origin = SITE_ORIGIN }: { origin?: string } = {},
): Promise<Response | DataAnswer> {
  const trap = await honeypotInputProps();
  const body = new URLSearchParams({
    [trap.nameFieldName]: "",
    ...(trap.validFromFieldName ? { [trap.validFromFieldName]: trap.encryptedValidFrom! } : {}),
    ...fields,
  });
  const request = new Request(`${origin}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "x-forwarded-for": `10.7.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
      cookie: jar.header(),
    },
    body,
  });
  const answer = await callRoute(route.action, {
    request,
    params: {},
    context: loadContext(),
  }).catch((thrown: unknown) => thrown);
  return answer instanceof Response ? jar.absorb(answer) : (answer as DataAnswer);
}

/** A page load (GET) with the jar's cookies: a redirect's Response, or the loader's data. */
export async function load(
  loader: Loader,
  url: string,
  jar: Jar,
  { origin = SITE_ORIGIN }: { origin?: string } = {},
): Promise<Response | { data: unknown }> {
  const answer = await callRoute(loader, {
    request: new Request(`${origin}${url}`, { headers: { cookie: jar.header() } }),
    params: {},
    context: loadContext(),
  }).catch((thrown: unknown) => thrown);
  if (answer instanceof Response) return jar.absorb(answer);
  const loaded = answer as { data: unknown; init?: ResponseInit | null };
  if (loaded.init?.headers) jar.absorb(new Response(null, { headers: loaded.init.headers }));
  return loaded;
}

/** The toast a response flashed. */
export async function toastOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return (await getToast(new Request("http://localhost/", { headers: { cookie } }))).toast;
}

/** Who the jar's cookies sign in, and at which level, or null. */
export async function authStateOf(jar: Jar) {
  const auth = await getAuth(
    new Request("http://localhost:3000/", { headers: { cookie: jar.header() } }),
    loadContext(),
  );
  return auth.state();
}

export async function signedInAs(jar: Jar) {
  return (await authStateOf(jar))?.user.email ?? null;
}

/**
 * Signs up through /auth (confirmation off) and returns the address and the signed-in jar. The
 * address is made from `label` unless `email` is given.
 */
export async function signUp(label: string, password: string, email?: string) {
  email ??= `${label}-${Date.now()}-${ip}@example.test`;
  const jar = new Jar();
  const answer = await submit(
    authRoute,
    "/auth",
    {
      intent: "sign-up",
      returnTo: "/account",
      fullName: "Grace Hopper",
      businessName: "Compilers Inc",
      telephone: "7045550111",
      yearsInBusiness: "12",
      whyBTE: "Straight answers.",
      email,
      password,
    },
    jar,
  );
  expect((answer as Response).status).toBe(302);
  expect(await signedInAs(jar)).toBe(email);
  return { email, jar };
}

/**
 * The code mailed to `email` to turn on a first second factor (ADR 28) that the site takes now,
 * read from the site's default mailer's `.eml` files once the account mails are sent.
 */
export async function mailedEnrolmentCode(email: string): Promise<string> {
  await drainAccountMails(site().app);
  const folder = join(site().dataDir, "mail");
  const names = (await readdir(folder)).filter((name) => name.startsWith("auth-enrol-code-"));
  const mails = await Promise.all(names.map((name) => readFile(join(folder, name), "utf8")));
  const codes = mails
    .filter((text) => text.split(/\r?\n/).includes(`To: ${email}`))
    .flatMap((text) => text.match(/^(\d{8})\r?$/m)?.[1] ?? []);
  // A new code replaces the last; two mails can share a file time, so ask which one is live.
  for (const code of codes) {
    if ((await checkEnrolmentCode(site().app.db, email, code, new Date())).ok) return code;
  }
  throw new Error(`no live enrolment code was mailed to ${email}`);
}
