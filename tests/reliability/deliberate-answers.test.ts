import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startProductionServer, type ProductionServer } from "./support/production-server";
import { errorLineWatcher } from "./support/server-errors";

/**
 * Every answer is a deliberate one (ADR 30): what an attacker's report found answered 500, logged
 * as an error or holding the event loop, asked of the real production server. Each answer is a
 * 4xx (or 501 to a method nobody implements), and nothing is logged as an error.
 */
let server: ProductionServer;
let newErrorLines: () => string[];
/** A visitor holding a cookie of the site (one an older version set): never given a shared page. */
const visitor = { cookie: "csrf=left-by-an-older-version" };

beforeAll(async () => {
  server = await startProductionServer("deliberate-answers");
  newErrorLines = errorLineWatcher(server);
});

afterAll(async () => {
  await server?.stop();
});

type Got = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request: any Host and method, a body when given. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Got> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        method,
        path,
        setHost: false,
        headers: { Host: `localhost:${server.port}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The text of the page's <main>: what the visitor reads, without per-answer values. */
const mainOf = (html: string) => /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";

describe("every answer is a deliberate one", () => {
  test("methods: TRACE and its kind 405 with Allow, WebDAV's 501, OPTIONS 204", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      const answer = await send(method, "/faq");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    }
    expect((await send("PROPFIND", "/faq")).status).toBe(501);
    const options = await send("OPTIONS", "/faq");
    expect([options.status, options.headers.allow]).toEqual([204, "GET, HEAD, POST, OPTIONS"]);
    expect(newErrorLines()).toEqual([]);
  });

  test("a Host a URL cannot be built from is a 400, before the page cache or Remix", async () => {
    for (const host of ["a b", "[", "exa%mple", "evil.example:99999", ""]) {
      expect((await send("GET", "/faq", { Host: host })).status, JSON.stringify(host)).toBe(400);
      expect((await send("HEAD", "/", { Host: host })).status, JSON.stringify(host)).toBe(400);
    }
    expect((await send("GET", "/faq")).status).toBe(200);
    expect(newErrorLines()).toEqual([]);
  });

  test("a NUL or broken encoding in the URL, and legacy ?_data requests, are a 400", async () => {
    for (const path of [
      "/sandbox/paypal?token=%00",
      "/sandbox/invoice?id=%00",
      "/admin/leads?q=%00",
      "/admin/subscribers?q=%00",
      "/faq?q=%E0%A4%A",
      "/faq?_data=routes/faq",
      "/admin?_data=routes/admin",
    ]) {
      const answer = await send("GET", path, { Cookie: visitor.cookie });
      expect(answer.status, path).toBe(400);
    }
    expect(newErrorLines()).toEqual([]);
  });

  test("/admin/leads.csv and /admin/subscribers.csv refused are the site's 404 page", async () => {
    const unknown = await send("GET", "/no-such-page");
    expect(unknown.status).toBe(404);
    expect(mainOf(unknown.body)).toContain("<h1");
    for (const path of ["/admin/leads.csv", "/admin/subscribers.csv?q=x"]) {
      for (const cookie of ["", visitor.cookie]) {
        const answer = await send("GET", path, cookie ? { Cookie: cookie } : {});
        expect(answer.status, path).toBe(404);
        expect(answer.headers["content-type"], path).toMatch(/^text\/html/);
        expect(mainOf(answer.body), path).toBe(mainOf(unknown.body));
      }
    }
    expect(newErrorLines()).toEqual([]);
  });

  test("a form of 524k fields is refused without parsing it: 403 from another site, 413 from the site", async () => {
    const body = `comments=${"&a=".repeat(524_000)}`;
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const crossSite = { ...form, Origin: "https://evil.example" };
    expect((await send("POST", "/contact", crossSite, body)).status).toBe(403);
    const fromSite = await send("POST", "/contact", { ...form, Origin: server.url }, body);
    expect(fromSite.status).toBe(413);
    expect(fromSite.body).toContain("too many fields");
    expect(newErrorLines()).toEqual([]);
  });

  test("a client that hangs up mid-body is neither a database outage nor an error", async () => {
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      [
        "POST /contact HTTP/1.1",
        `Host: localhost:${server.port}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 1000000",
        "",
        "comments=",
      ].join("\r\n"),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.resetAndDestroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = server.tail().slice(-5).join("\n");
    expect(lines).not.toContain("database unavailable");
    expect(newErrorLines()).toEqual([]);
    expect((await send("GET", "/healthz")).status).toBe(200);
  });

  test("refusals are logged at info, with the client's own request id beside ours", async () => {
    // A path of its own: earlier tests' TRACE lines are in the log too.
    await send("TRACE", "/faq/refusal-logged", { "X-Request-Id": "client-id-12345" });
    // Request lines are written in batches, a moment after the answer.
    let line: string | undefined;
    for (let waited = 0; !line && waited < 3000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      line = server
        .tail()
        .reverse()
        .find((text) => text.includes('"path":"/faq/refusal-logged"'));
    }
    expect(JSON.parse(line!)).toMatchObject({
      level: "info",
      method: "TRACE",
      status: 405,
      clientRequestId: "client-id-12345",
    });
    expect(JSON.parse(line!).requestId).not.toBe("client-id-12345");
  });
});
