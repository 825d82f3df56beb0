import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppContext, type AppContext } from "~/.server/app-context";
import { parseConfig } from "~/.server/config";
import { runMigrations } from "~/.server/db/migrate";
import { videos } from "~/.server/db/schema";
import { runSeeds } from "~/.server/db/seed";
import { eachDatabase, type TestDatabase } from "./support/database";
import { honeypotInputProps } from "~/.server/security/honeypot";
import * as contact from "~/routes/contact";
import * as newsletter from "~/routes/newsletter";
import * as academy from "~/routes/academy";
import * as auth from "~/routes/auth";
import * as account from "~/routes/account";
import * as videoLibrary from "~/routes/video-library";
import * as forgot from "~/routes/auth.forgot";
import * as reset from "~/routes/auth.reset";
import * as changePassword from "~/routes/account.password";
import { createLoadContext, type RouteArgs } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * Every hidden field of every form the site serves (the honeypot's two, intent,
 * returnTo, the newsletter's redirect, the account forms' factor and challenge, the video id),
 * posted through the route's real action with whatever a client can send: random text, bytes
 * that are not UTF-8, huge values, a file instead of text, the field repeated or missing. The
 * answer may be a success, a redirect or a refusal, never a server error.
 */
const SITE = "http://localhost:3000";

/** The site's settings: local accounts (confirmation off), no webhook, limits no run reaches. */
const settings = {
  SITE_URL: SITE,
  AUTH_EMAIL_CONFIRMATION: "off",
  FORM_RATE_LIMIT_PER_IP: "100000",
  FORM_RATE_LIMIT_PER_EMAIL: "100000",
  AUTH_RATE_LIMIT_PER_IP: "100000",
  AUTH_RATE_LIMIT_PER_EMAIL: "100000",
};

const routes = {
  contact,
  newsletter,
  academy,
  auth,
  account,
  videoLibrary,
  forgot,
  reset,
  changePassword,
};

/** The app context of the database under test: each action's `context.app`. */
let app: AppContext;

/** A field's value as a client can send it: text, raw bytes (maybe not UTF-8), or a file. */
type Raw = string | { bytes: Uint8Array } | { file: Uint8Array };

type FormSpec = {
  name: string;
  path: string;
  action: (args: RouteArgs) => Promise<unknown>;
  /** The visible fields, valid, so a submission whose hidden fields pass goes all the way. */
  visible: () => Record<string, string | string[]>;
  /** Each hidden field with the values the page itself may put there. */
  hidden: Record<string, string[]>;
  signedIn?: boolean;
};

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;
const PASSWORD = "amber-lantern-pivot-73";

let trap: Awaited<ReturnType<typeof honeypotInputProps>>;
beforeAll(async () => {
  trap = await honeypotInputProps();
});

function specs(context: { videoId: string }): FormSpec[] {
  const guards = {
    [trap.nameFieldName]: [""],
    [trap.validFromFieldName!]: [trap.encryptedValidFrom],
    _enhanced: ["1", ""],
  };
  return [
    {
      name: "contact",
      path: "/contact",
      action: routes.contact.action,
      visible: () => ({
        fullName: "Ada Lovelace",
        email: `ada-${unique()}@example.test`,
        telephone: "7045550100",
        businessNeeds: ["Business Plan Writing"],
        comments: "Hello",
      }),
      hidden: guards,
    },
    {
      name: "newsletter",
      path: "/newsletter",
      action: routes.newsletter.action,
      visible: () => ({ fullName: "Grace", email: `grace-${unique()}@example.test` }),
      hidden: { ...guards, redirectTo: ["/", "/faq", "/.//evil.example"] },
    },
    {
      name: "academy",
      path: "/academy",
      action: routes.academy.action,
      visible: () => ({
        firstName: "Katherine",
        lastName: "Johnson",
        organization: "Langley",
        email: `kj-${unique()}@example.test`,
        phone: "7045550100",
        city: "Hampton",
      }),
      hidden: guards,
    },
    {
      name: "/auth",
      path: "/auth",
      action: routes.auth.action,
      visible: () => ({
        email: `hopper-${unique()}@example.test`,
        password: PASSWORD,
        fullName: "Grace Hopper",
        businessName: "Compilers Inc",
        telephone: "7045550111",
        yearsInBusiness: "12",
        whyBTE: "Straight answers.",
        code: "123456",
        recoveryCode: "abcd-efgh-jkmn",
      }),
      hidden: {
        ...guards,
        intent: ["sign-in", "sign-up", "mfa", "mfa-send", "mfa-recovery"],
        returnTo: ["/", "/account"],
        challengeId: ["3f1c1a52-3b5e-4a7e-9a55-2d1b1f0c9e11"],
      },
    },
    {
      name: "/account",
      path: "/account",
      action: routes.account.action,
      signedIn: true,
      visible: () => ({ code: "123456", phone: "+17045550100" }),
      hidden: {
        intent: [
          "mfa-enroll",
          "mfa-activate",
          "mfa-cancel",
          "mfa-remove",
          "phone-enroll",
          "phone-activate",
          "phone-resend",
          "recovery-new",
        ],
        factorId: ["3f1c1a52-3b5e-4a7e-9a55-2d1b1f0c9e11"],
        challengeId: ["3f1c1a52-3b5e-4a7e-9a55-2d1b1f0c9e11"],
        ending: ["0100"],
        secret: ["JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"],
        uri: ["otpauth://totp/BTE:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"],
      },
    },
    {
      name: "/auth/forgot",
      path: "/auth/forgot",
      action: routes.forgot.action,
      visible: () => ({ email: `forgot-${unique()}@example.test` }),
      hidden: { ...guards, intent: ["forgot-password"] },
    },
    {
      name: "/auth/reset",
      path: "/auth/reset",
      action: routes.reset.action,
      signedIn: true,
      visible: () => ({
        password: "quiet-harbour-lamp-58",
        confirmPassword: "quiet-harbour-lamp-58",
      }),
      hidden: {
        ...guards,
        intent: ["open-reset-link", "reset-password"],
        token_hash: ["f".repeat(64), "pkce_0a1b2c"],
      },
    },
    {
      name: "/account/password",
      path: "/account/password",
      action: routes.changePassword.action,
      signedIn: true,
      visible: () => ({
        currentPassword: PASSWORD,
        password: "quiet-harbour-lamp-58",
        confirmPassword: "quiet-harbour-lamp-58",
      }),
      hidden: { ...guards, intent: ["change-password"] },
    },
    {
      name: "/video-library",
      path: "/video-library",
      action: routes.videoLibrary.action,
      signedIn: true,
      visible: () => ({}),
      hidden: { videoId: [context.videoId] },
    },
  ];
}

const encoder = new TextEncoder();

/** Any value: the page's own, random text, random bytes, base64 and crypto-js-shaped noise, huge. */
function rawValue(own: string[]): fc.Arbitrary<Raw> {
  const bytes = fc.uint8Array({ maxLength: 64 });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...own) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
    { weight: 1, arbitrary: fc.constantFrom("", " ", "\u0000", "%", "null", "[object Object]") },
    { weight: 2, arbitrary: bytes.map((b) => ({ bytes: b })) },
    { weight: 1, arbitrary: bytes.map((b) => Buffer.from(b).toString("base64")) },
    {
      weight: 2,
      arbitrary: fc
        .uint8Array({ minLength: 16, maxLength: 48 })
        .map((b) => `U2FsdGVkX1${Buffer.from(b).toString("base64")}`),
    },
    { weight: 1, arbitrary: bytes.map((b) => ({ file: b })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(64 * 1024, 1024 * 1024)
        .chain((size) => fc.constantFrom("x", "9", "\u00ff", "/").map((c) => c.repeat(size))),
    },
  );
}

/**
 * Each hidden field as the page sends it (one of its own values, once), or, one time in four,
 * left out or sent up to three times with any values: most runs get past the other guards.
 */
function hiddenFields(spec: FormSpec): fc.Arbitrary<[string, Raw][]> {
  const entries = Object.entries(spec.hidden).map(([name, own]) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constantFrom(...own).map((value) => [value]) },
        { weight: 1, arbitrary: fc.array(rawValue(own), { minLength: 0, maxLength: 3 }) },
      )
      .map((values) => values.map((value): [string, Raw] => [name, value])),
  );
  return fc.tuple(...entries).map((groups) => groups.flat());
}

function toBytes(value: Raw): Uint8Array {
  if (typeof value === "string") return encoder.encode(value);
  return "bytes" in value ? value.bytes : value.file;
}

/** The body as a browser (or anything else) sends it, with the bytes exactly as given. */
function encode(fields: [string, Raw][], multipart: boolean): { body: Uint8Array; type: string } {
  if (!multipart) {
    const pairs = fields.map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${[...toBytes(value)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("")}`,
    );
    return { body: encoder.encode(pairs.join("&")), type: "application/x-www-form-urlencoded" };
  }
  const boundary = `----fuzz${unique()}`;
  const parts: Uint8Array[] = [];
  for (const [name, value] of fields) {
    const file = typeof value === "object" && "file" in value;
    parts.push(
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="f.bin"\r\nContent-Type: application/octet-stream' : ""}\r\n\r\n`,
      ),
      toBytes(value),
      encoder.encode("\r\n"),
    );
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** The status the visitor would get from the action's answer (returned or thrown). */
async function statusOf(
  spec: FormSpec,
  fields: [string, Raw][],
  multipart: boolean,
  cookie: string,
) {
  const { body, type } = encode(fields, multipart);
  const request = new Request(`${SITE}${spec.path}`, {
    method: "POST",
    headers: { "content-type": type, origin: SITE, cookie, "x-forwarded-for": "10.1.2.3" },
    body: Buffer.from(body),
  });
  let answer: unknown;
  try {
    answer = await callRoute(spec.action, {
      request,
      params: {},
      context: createLoadContext({ app }),
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  if (answer instanceof Response) return answer.status;
  if (answer && typeof answer === "object" && "init" in answer) {
    return (answer as { init: ResponseInit | null }).init?.status ?? 200;
  }
  return 200;
}

describe.each(eachDatabase())("hidden fields on $name", (target) => {
  let handle: TestDatabase;
  const anonymous = "";
  let signedIn: string;
  let videoId: string;

  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
    await runSeeds(handle.db);
    app = await createAppContext({
      config: parseConfig({
        DATA_DIR: mkdtempSync(join(tmpdir(), "hidden-fields-")),
        ...settings,
        // A shared database makes the site public: the sandbox then runs only when asked for.
        ...(handle.url && { DATABASE_URL: handle.url, PAYMENTS_SANDBOX: "on" }),
      }),
      db: handle.db,
    });
    [{ id: videoId }] = (await handle.db.select({ id: videos.id }).from(videos).limit(1)) as [
      { id: string },
    ];
    // A user signed up (confirmation off: signed in at once) through the real /auth action.
    const trap = await honeypotInputProps();
    const signUp = specs({ videoId }).find((s) => s.name === "/auth")!;
    const fields = Object.entries({
      ...signUp.visible(),
      intent: "sign-up",
      returnTo: "/",
      [trap.nameFieldName]: "",
      [trap.validFromFieldName!]: trap.encryptedValidFrom,
    });
    const request = new Request(`${SITE}/auth`, {
      method: "POST",
      headers: { origin: SITE },
      body: new URLSearchParams(fields as [string, string][]),
    });
    const response = (await callRoute(routes.auth.action, {
      request,
      params: {},
      context: createLoadContext({ app }),
    })) as Response;
    expect(response.status).toBe(302);
    const session = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .filter((c) => !c.startsWith("toast="));
    expect(session.length).toBeGreaterThan(0);
    signedIn = session.join("; ");
  }, 60_000);
  afterAll(async () => {
    await app?.outbox.stop(); // its pass uses this database
    await handle?.close();
  });

  // Forms that hash or check a password (scrypt, ~0.3 s a run here) get fewer runs.
  const runs: Record<string, number> = { "/auth": 40, "/auth/reset": 30, "/account/password": 30 };

  it.each([
    "contact",
    "newsletter",
    "academy",
    "/auth",
    "/account",
    "/video-library",
    "/auth/forgot",
    "/auth/reset",
    // Last: a run that gets through changes the password (this session stays signed in).
    "/account/password",
  ])(
    "%s: whatever its hidden fields hold, never a 5xx",
    async (name) => {
      const spec = specs({ videoId }).find((s) => s.name === name)!;
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(hiddenFields(spec), fc.boolean(), async (hidden, multipart) => {
          const visible = Object.entries(spec.visible()).flatMap(([field, value]) =>
            (Array.isArray(value) ? value : [value]).map((v): [string, Raw] => [field, v]),
          );
          const status = await statusOf(
            spec,
            [...visible, ...hidden],
            multipart,
            spec.signedIn ? signedIn : anonymous,
          );
          seen.add(status);
          expect(status).toBeLessThan(500);
        }),
        { numRuns: runs[name] ?? 100 },
      );
      // The runs reached past the guards: some were refused, some went through.
      expect([...seen].some((s) => s >= 400)).toBe(true);
      expect([...seen].some((s) => s < 400)).toBe(true);
    },
    180_000,
  );
});
