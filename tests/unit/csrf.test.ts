import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type * as CsrfTypes from "~/.server/security/csrf";
import type * as HoneypotTypes from "~/.server/security/honeypot";
import type { AppContext } from "~/.server/app-context";

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "csrf-test-"));
const origin = "http://localhost:3000";

type CsrfModule = typeof CsrfTypes;
type HoneypotModule = typeof HoneypotTypes;
let csrf: CsrfModule;
let honeypot: HoneypotModule;
beforeAll(async () => {
  csrf = await import("~/.server/security/csrf");
  honeypot = await import("~/.server/security/honeypot");
});

async function visitorToken() {
  const [token, cookie] = await csrf.commitCsrfToken(new Request(`${origin}/`));
  return { token, cookie: cookie!.split(";")[0]! };
}

function post(form: Record<string, string>, headers: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(form)) body.set(k, v);
  return { request: new Request(`${origin}/contact`, { method: "POST", headers }), body };
}

async function statusOf(promise: Promise<void>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

describe("CSRF protection on POST", () => {
  test("a same-origin POST with the visitor's token passes", async () => {
    const { token, cookie } = await visitorToken();
    const { request, body } = post({ csrf: token }, { cookie, origin });
    expect(await statusOf(csrf.assertValidPost(request, body))).toBe(200);
  });

  test("a cross-site POST gets 403, even with a valid token", async () => {
    const { token, cookie } = await visitorToken();
    const { request, body } = post({ csrf: token }, { cookie, origin: "https://evil.example" });
    expect(await statusOf(csrf.assertValidPost(request, body))).toBe(403);
    const viaReferer = post({ csrf: token }, { cookie, referer: "https://evil.example/page" });
    expect(await statusOf(csrf.assertValidPost(viaReferer.request, viaReferer.body))).toBe(403);
    const crossSite = post({ csrf: token }, { cookie, "sec-fetch-site": "cross-site" });
    expect(await statusOf(csrf.assertValidPost(crossSite.request, crossSite.body))).toBe(403);
  });

  test("a POST without the token, or with another visitor's, gets 403", async () => {
    const mine = await visitorToken();
    const theirs = await visitorToken();
    const missing = post({}, { cookie: mine.cookie, origin });
    expect(await statusOf(csrf.assertValidPost(missing.request, missing.body))).toBe(403);
    const mismatched = post({ csrf: theirs.token }, { cookie: mine.cookie, origin });
    expect(await statusOf(csrf.assertValidPost(mismatched.request, mismatched.body))).toBe(403);
    const noCookie = post({ csrf: mine.token }, { origin });
    expect(await statusOf(csrf.assertValidPost(noCookie.request, noCookie.body))).toBe(403);
  });

  test("the CSRF cookie is HttpOnly, SameSite=Lax and signed", async () => {
    const [, cookie] = await csrf.commitCsrfToken(new Request(`${origin}/`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const [tokenAgain, noNewCookie] = await csrf.commitCsrfToken(
      new Request(`${origin}/`, { headers: { cookie: cookie!.split(";")[0]! } }),
    );
    expect(tokenAgain).not.toBe("");
    expect(noNewCookie).toBeNull();
  });
});

describe("honeypot", () => {
  test("an empty honeypot with a valid timestamp passes; a filled one gets 400", () => {
    const props = honeypot.honeypotInputProps();
    const form = new FormData();
    form.set(props.nameFieldName, "");
    form.set(props.validFromFieldName!, props.encryptedValidFrom);
    expect(() => honeypot.assertNotSpam(form)).not.toThrow();
    form.set(props.nameFieldName, "http://spam.example");
    try {
      honeypot.assertNotSpam(form);
      expect.unreachable();
    } catch (error) {
      expect((error as Response).status).toBe(400);
    }
  });
});

describe("formAction's csrfToken option", () => {
  async function statusThrough(options: { csrfToken?: "required" | "signed-url" }, headers = {}) {
    const { formAction } = await import("~/.server/security/form-action");
    let ran = false;
    const action = formAction(() => {
      ran = true;
      return "ran";
    }, options);
    const request = new Request(`${origin}/newsletter/unsubscribe?token=t`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
    });
    // The handler never reads the app context: an empty one keeps the process's database closed.
    const context = { app: {} as AppContext };
    const status = await action({ request, params: {}, context }).then(
      () => 200,
      (error: unknown) => (error instanceof Response ? error.status : 500),
    );
    return { status, ran };
  }

  test("by default a POST without the CSRF token is refused before the handler runs", async () => {
    expect(await statusThrough({})).toEqual({ status: 403, ran: false });
    expect(await statusThrough({ csrfToken: "required" })).toEqual({ status: 403, ran: false });
  });

  test('"signed-url" lets a POST without cookie, token or Origin reach the handler (RFC 8058 one-click)', async () => {
    expect(await statusThrough({ csrfToken: "signed-url" })).toEqual({ status: 200, ran: true });
  });

  test('"signed-url" still refuses a cross-site POST', async () => {
    for (const headers of [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ]) {
      expect(await statusThrough({ csrfToken: "signed-url" }, headers)).toEqual({
        status: 403,
        ran: false,
      });
    }
  });
});
