import { createHash } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { chromiumLaunchOptions } from "./support/chromium";
import { freePort } from "./support/ports";

// These run the production server (server/index.ts) on the build made by the web server of this
// suite, as a separate process.
test.describe.configure({ mode: "serial" });

const started: ChildProcess[] = [];
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForReady(port: number, child: ChildProcess) {
  for (let i = 0; i < 240 && child.exitCode === null; i++) {
    try {
      const response = await fetch(`http://localhost:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become ready");
}

test("a malformed or half-configured environment stops the server with a message naming each variable", async () => {
  const server = startServer({
    PORT: String(await freePort()),
    DATABASE_URL: "mysql://nope",
    SUPABASE_URL: "https://project.supabase.co",
  });
  expect(await server.exited).not.toBe(0);
  expect(server.output()).toContain("Invalid configuration");
  expect(server.output()).toContain(
    "DATABASE_URL must be a URL starting with postgres: or postgresql:",
  );
  expect(server.output()).toContain("SUPABASE_ANON_KEY missing");
  // The problems, not a stack trace.
  expect(server.output()).not.toMatch(/^\s+at /m);
});

test("the server migrates on start, holds the database lock, and releases it on SIGTERM", async () => {
  // Two servers start one after the other: allow a busy 2-core machine its time.
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), "server-test-"));
  const [lock, lockSecond] = [await freePort(), await freePort()];
  const server = startServer({ PORT: String(lock), DATA_DIR: dataDir });
  await waitForReady(lock, server.child);
  expect(existsSync(join(dataDir, "pglite.lock"))).toBe(true);
  // The first page signs its cookies with a secret generated once and kept in the folder.
  expect((await fetch(`http://localhost:${lock}/`)).status).toBe(200);
  expect(existsSync(join(dataDir, "session-secret"))).toBe(true);

  // A second process on the same folder is refused the database, and says so.
  const second = startServer({ PORT: String(lockSecond), DATA_DIR: dataDir });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://localhost:${lockSecond}/readyz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(503);
  expect(second.output()).toMatch(/in use by process \d+/);
  second.child.kill("SIGTERM");
  await second.exited;

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(existsSync(join(dataDir, "pglite.lock"))).toBe(false);
});

/** A page's cookies and the hidden fields of its form that has `field`: what a browser posts. */
async function formOf(url: string, field: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const cookies = response.headers.getSetCookie();
  const html = await response.text();
  const form = [...html.matchAll(/<form[\s\S]*?<\/form>/g)]
    .map((m) => m[0])
    .find((f) => f.includes(`name="${field}"`));
  if (!form) throw new Error(`no form with ${field} on ${url}`);
  const hidden = Object.fromEntries(
    [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((m) => [
      /name="([^"]*)"/.exec(m[0])?.[1] ?? "",
      (/value="([^"]*)"/.exec(m[0])?.[1] ?? "").replace(/&amp;/g, "&"),
    ]),
  );
  return { cookies, cookie: cookies.map((c) => c.split(";")[0]).join("; "), hidden };
}

test("cross-site and null-origin POSTs get the site's own 403 page before Remix, and no error is logged", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), "refusals-")),
  });
  await waitForReady(port, server.child);
  const base = `http://localhost:${port}`;
  const refused: Record<string, string>[] = [
    { Origin: "https://evil.example" },
    { Origin: "null" },
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site", Origin: "https://shop.localhost" },
  ];
  for (const headers of refused) {
    const response = await fetch(`${base}/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "fullName=Eve&email=eve%40example.test",
    });
    expect(response.status, JSON.stringify(headers)).toBe(403);
    expect(await response.text()).toContain("This form was sent from another website");
  }
  // A same-origin post (the browser says so) reaches the app, whose own checks answer it.
  const { cookie, hidden } = await formOf(`${base}/newsletter`, "fullName");
  const accepted = await fetch(`${base}/newsletter`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      "Sec-Fetch-Site": "same-origin",
      Cookie: cookie,
    },
    body: new URLSearchParams({ ...hidden, fullName: "Ada Lovelace", email: "ada@example.test" }),
    redirect: "manual",
  });
  expect([200, 302, 303]).toContain(accepted.status);
  expect(server.output()).not.toMatch(/"level":"error"/);
  expect(server.output()).not.toMatch(/^\s+at /m);
});

test("cookies follow the scheme: not Secure over http, Secure (and HSTS) when the public URL is https behind a trusted proxy, whose forms still work", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), "proxy-")),
    SITE_URL: "https://shop.example",
    TRUST_PROXY: "1",
  });
  await waitForReady(port, server.child);
  // The proxy rewrote Host to the upstream address and says what the visitor asked for.
  const proxied = {
    Host: `127.0.0.1:${port}`,
    "X-Forwarded-Host": "shop.example",
    "X-Forwarded-Proto": "https",
    "X-Forwarded-For": "203.0.113.9",
  };
  const page = await formOf(`http://127.0.0.1:${port}/newsletter`, "fullName", proxied);
  // A shared page sets no cookie (ADR 36).
  expect(page.cookies).toEqual([]);
  const home = await fetch(`http://127.0.0.1:${port}/`, { headers: proxied });
  expect(home.headers.get("strict-transport-security")).toContain("max-age=");
  const posted = await fetch(`http://127.0.0.1:${port}/newsletter`, {
    method: "POST",
    headers: {
      ...proxied,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://shop.example",
      "Sec-Fetch-Site": "same-origin",
    },
    body: new URLSearchParams({
      ...page.hidden,
      fullName: "Ada Lovelace",
      email: "ada@example.test",
    }),
    redirect: "manual",
  });
  expect([302, 303]).toContain(posted.status);
  // The answer's toast cookie.
  const set = posted.headers.getSetCookie();
  expect(set.length).toBeGreaterThan(0);
  for (const cookie of set) {
    expect(cookie).toMatch(/;\s*Secure/i);
    // ADR 29: __Host- names, so Path=/ and no Domain.
    expect(cookie).toMatch(/^__Host-[^=]+=[^;]*;.*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
  }
  expect(server.output()).not.toMatch(/"level":"error"/);

  // The same server's pages over plain http, without a proxy: no Secure cookie.
  const plainPort = await freePort();
  const plain = startServer({
    PORT: String(plainPort),
    DATA_DIR: mkdtempSync(join(tmpdir(), "plain-")),
  });
  await waitForReady(plainPort, plain.child);
  const plainBase = `http://localhost:${plainPort}`;
  const plainForm = await formOf(`${plainBase}/newsletter`, "fullName");
  const response = await fetch(`${plainBase}/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: plainBase },
    body: new URLSearchParams({ ...plainForm.hidden, fullName: "Ada", email: "ada@example.test" }),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure|^__Host-/i);
  expect(response.headers.get("strict-transport-security")).toBeNull();
  // Compression and caching.
  const html = await fetch(`http://localhost:${plainPort}/`, {
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(html.headers.get("content-encoding")).toBe("gzip");
  const asset = /\/assets\/[^"]+\.js/.exec(await html.text())![0];
  expect((await fetch(`http://localhost:${plainPort}${asset}`)).headers.get("cache-control")).toBe(
    "public, max-age=31536000, immutable",
  );
  expect(
    (await fetch(`http://localhost:${plainPort}/favicon.ico`)).headers.get("cache-control"),
  ).toBe("public, max-age=3600");
});

test("SIGTERM under load: every request in flight is answered, then the server exits 0", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  // Every request rendered (no page from memory): each is real work still under way at SIGTERM.
  const server = startServer({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), "shutdown-")),
    PAGE_CACHE_SECONDS: "0",
  });
  await waitForReady(port, server.child);
  const requests = Array.from({ length: 20 }, () =>
    fetch(`http://localhost:${port}/services`).then(
      async (r) => (await r.text(), r.status),
      () => 0,
    ),
  );
  await Promise.race(requests);
  server.child.kill("SIGTERM");
  const statuses = await Promise.all(requests);
  expect(statuses).toEqual(Array(20).fill(200));
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('"message":"shutting down"');
});

test("SIGTERM: an answer in flight on a kept-alive connection closes it, so a proxy sends no more to this instance", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), "keep-alive-")),
  });
  await waitForReady(port, server.child);
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  let answer = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
  const closed = once(socket, "close");
  // A form post whose body is half sent: in flight (its action waits for the body) at SIGTERM.
  socket.write(
    "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n" +
      "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\n\r\nname=",
  );
  await new Promise((r) => setTimeout(r, 300));
  server.child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 300));
  const sentAt = Date.now();
  socket.write("value");
  await closed;
  // Answered (a refusal: the form has none of its fields), told to close, and closed at once:
  // not kept open for the next request until the keep-alive timeout or the grace time.
  expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  expect(Date.now() - sentAt).toBeLessThan(2000);
  expect(await server.exited).toBe(0);
});

test("over plain http from a host name the browser does not treat as secure, a form works", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), "lan-")),
    SITE_URL: `http://lan.test:${port}`,
  });
  await waitForReady(port, server.child);
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, "--host-resolver-rules=MAP lan.test 127.0.0.1"],
  });

  try {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem("newsletter-popup-seen", "seen"));
    await page.goto(`http://lan.test:${port}/newsletter`);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    const form = page
      .locator("form")
      .filter({ has: page.getByLabel("Full Name") })
      .first();
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.test");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-toast]")).toContainText("Success!");
  } finally {
    await browser.close();
  }
});

test("a shared page is the same bytes and headers for every visitor, from memory: no nonce, token or cookie, its scripts named by hash, an ETag, any encoding; a cookie of the site gets a page drawn for its holder alone", async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), "cache-")),
  });
  await waitForReady(port, server.child);
  const base = `http://localhost:${port}`;
  const visit = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/newsletter`, {
      headers: { "Accept-Encoding": "identity", ...headers },
    });
    const html = await response.text();
    const kept = [...response.headers].filter(([name]) => !["date", "x-page-cache"].includes(name));
    return {
      status: response.status,
      cache: response.headers.get("x-page-cache"),
      headers: Object.fromEntries(kept),
      csp: response.headers.get("content-security-policy") ?? "",
      html,
    };
  };
  await visit(); // fills the cache
  const ada = await visit();
  const grace = await visit();
  expect([ada.cache, grace.cache]).toEqual(["hit", "hit"]);
  expect(ada.html).toBe(grace.html);
  expect(ada.headers).toEqual(grace.headers);
  expect(ada.headers["set-cookie"]).toBeUndefined();
  expect(ada.headers["cache-control"]).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  expect(ada.csp).not.toContain("nonce");
  expect(ada.html).not.toMatch(/nonce=|name="csrf"|name="request-id"/);
  // Every script of the page that runs is named in the policy by its hash.
  const scripts = [...ada.html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=|application\/ld\+json/.test(attributes!),
  );
  expect(scripts.length).toBeGreaterThan(1);
  for (const [, , text] of scripts) {
    expect(ada.csp).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
  }
  // A browser that has the page is told so; each encoding is the same page.
  const etag = ada.headers.etag!;
  expect(etag).toMatch(/^"[\w-]{20,}"$/);
  const notModified = await fetch(`${base}/newsletter`, { headers: { "If-None-Match": etag } });
  expect(notModified.status).toBe(304);
  expect(await notModified.text()).toBe("");
  for (const encoding of ["br", "gzip"]) {
    const encoded = await visit({ "Accept-Encoding": encoding });
    expect(encoded.headers["content-encoding"]).toBe(encoding);
    expect(encoded.html).toBe(ada.html);
  }
  // A form of the shared page is accepted.
  const form = await formOf(`${base}/newsletter`, "fullName");
  const posted = await fetch(`${base}/newsletter`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      "Sec-Fetch-Site": "same-origin",
    },
    body: new URLSearchParams({
      ...form.hidden,
      fullName: "Ada Lovelace",
      email: "ada@example.test",
    }),
    redirect: "manual",
  });
  expect([302, 303]).toContain(posted.status);
  // A session, a toast or any other cookie of the site: drawn for its holder alone, never kept.
  for (const cookie of ["bte_session=abc", "toast=abc", "sb-project-auth-token=x", "csrf=old"]) {
    const alone = await visit({ Cookie: cookie });
    expect(alone.cache, cookie).not.toBe("hit");
    expect(alone.headers["cache-control"], cookie).toBe("private, no-store");
    expect(alone.headers.etag, cookie).toBeUndefined();
    expect(alone.csp, cookie).toMatch(/'nonce-[^']+'/);
  }
  // Another site's cookie on the same host (analytics) says nothing about the visitor.
  expect((await visit({ Cookie: "_ga=GA1.1.123" })).cache).toBe("hit");
});
