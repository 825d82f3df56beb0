import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLoadContext, type RouteArgs } from "~/.server/context";
import { describe, expect, test } from "vitest";
import type { AppContext } from "~/.server/app-context";
import { isSameOrigin } from "~/.server/security/csrf";
import { formPost } from "~/.server/security/posted-body";
import { assertNotSpam, honeypotInputProps } from "~/.server/security/honeypot";
import { callRoute } from "../support/route-call";

// The honeypot's secret is generated under DATA_DIR, read when first needed.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "csrf-test-"));
const origin = "http://localhost:3000";

function post(headers: Record<string, string>) {
  return new Request(`${origin}/contact`, { method: "POST", headers });
}

describe("cross-site forms (ADR 36: no token, the browser's own word on where a form came from)", () => {
  test("a form from the site itself passes: its Origin, its Referer, or Sec-Fetch-Site alone", () => {
    expect(isSameOrigin(post({ origin }))).toBe(true);
    expect(isSameOrigin(post({ referer: `${origin}/contact` }))).toBe(true);
    expect(isSameOrigin(post({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOrigin(post({ "sec-fetch-site": "none" }))).toBe(true);
  });

  test("a form from anywhere else is refused, whatever cookie it carries", () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "https://evil.example", cookie: "bte_session=stolen" },
      { referer: "https://evil.example/page" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "http://shop.localhost:3000" },
      { origin: "null" },
      { origin: "not a url" },
    ]) {
      expect(isSameOrigin(post(headers)), JSON.stringify(headers)).toBe(false);
    }
  });
});

describe("honeypot", () => {
  test("an empty honeypot with a valid timestamp passes; a filled one gets 400", async () => {
    const props = await honeypotInputProps();
    const form = new FormData();
    form.set(props.nameFieldName, "");
    form.set(props.validFromFieldName!, props.encryptedValidFrom);
    await expect(assertNotSpam(form)).resolves.toBeUndefined();
    form.set(props.nameFieldName, "http://spam.example");
    await expect(assertNotSpam(form)).rejects.toMatchObject({ status: 400 });
  });
});

describe("the site's middleware before an action", () => {
  async function statusThrough(headers: Record<string, string> = {}) {
    let ran = false;
    const action = async ({ context }: RouteArgs) => {
      await formPost(context);
      ran = true;
      return "ran";
    };
    const request = new Request(`${origin}/newsletter/unsubscribe?token=t`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
    });
    // The handler never reads the app context: an empty one keeps the process's database closed.
    const context = createLoadContext({ app: {} as AppContext });
    const status = await callRoute(action, { request, params: {}, context }).then(
      () => 200,
      (error: unknown) => (error instanceof Response ? error.status : 500),
    );
    return { status, ran };
  }

  test("a POST without cookie or Origin reaches the handler (a mail provider's RFC 8058 one-click)", async () => {
    expect(await statusThrough()).toEqual({ status: 200, ran: true });
  });

  test("a cross-site POST is refused before the handler runs", async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ]) {
      expect(await statusThrough(headers)).toEqual({ status: 403, ran: false });
    }
  });
});
