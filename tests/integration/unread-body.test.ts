import http from "node:http";
import { connect, type AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBody } from "~/.server/security/form-data";
import { discardUnreadBody } from "../../server/unread-body.ts";

/**
 * A form over the size limit is answered 413 and its connection stays usable: the app stops
 * reading (readBody) and the server drops the rest of the body once the answer is sent
 * (server/unread-body.ts). Found by the fuzz (tests/reliability/fuzz.test.ts): the next request
 * on that connection hung until the server reset it, and a chunked body over the limit got no
 * answer at all. The request reaches readBody as Remix's adapter hands it over (a stream over
 * the Node request).
 */
const LIMIT = 1000;
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    discardUnreadBody(req, res, { maxBytes: 3_000_000, maxMs: 2000 });
    const body = req.method === "POST" ? createReadableStreamFromReadable(req) : undefined;
    const request = new Request(`http://localhost${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body,
      duplex: "half",
    } as RequestInit);
    try {
      const bytes = await readBody(request, LIMIT);
      res.writeHead(200).end(`read ${bytes?.byteLength ?? 0}`);
    } catch (error) {
      const answer = error as Response;
      res.writeHead(answer.status).end(await answer.text());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `raw` on one connection; resolves to what came back within `ms` (or until closed). */
function exchange(raw: string, ms = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const done = () => {
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(done, ms);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if ((received.match(/HTTP\/1\.1 /g) ?? []).length === 2 && received.includes("read 3")) {
        clearTimeout(timer);
        done();
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.write(raw);
  });
}

/** Sends `head`, then 64 kB every `everyMs` (once when 0) for 3 s; did the server hang up? */
function trickle(head: string, everyMs: number): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunk = "a".repeat(64 * 1024);
    let answer = "";
    const stop = (closed: boolean) => {
      clearInterval(writer);
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closed });
    };
    const writer = everyMs ? setInterval(() => socket.write(chunk), everyMs) : undefined;
    const timer = setTimeout(() => stop(false), 3000);
    socket.on("data", (data) => (answer += data.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => stop(true));
    socket.write(head + chunk);
  });
}

const next = "POST /next HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc";

describe("a body over the limit", () => {
  it("declared by Content-Length: 413, and the next request on the connection is answered", async () => {
    const body = "a".repeat(2_000_000);
    const answer = await exchange(
      `POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n${body}${next}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/HTTP\/1\.1 200 [\s\S]*read 3/);
  });

  it("sent in chunks: 413 (not a reset connection), and the next request is answered", async () => {
    const chunk = "a".repeat(50_000);
    const chunks = Array.from({ length: 40 }, () => `${(50_000).toString(16)}\r\n${chunk}\r\n`);
    const answer = await exchange(
      `POST /form HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${chunks.join("")}0\r\n\r\n${next}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/HTTP\/1\.1 200 [\s\S]*read 3/);
  });

  it("that keeps coming past what is worth reading: 413, then the connection is closed", async () => {
    const started = Date.now();
    // 64 kB every 10 ms of a declared 10 MB: past the 3 MB the test server drops, it hangs up.
    const closedAfter = await trickle(
      `POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n`,
      10,
    );
    expect(closedAfter.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedAfter.closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("that stops coming: 413, then the connection is closed after the time allowed", async () => {
    // One chunk, then nothing: never complete; the test server allows 2 s.
    const stalled = await trickle(
      `POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n`,
      0,
    );
    expect(stalled.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(stalled.closed).toBe(true);
  });
});
