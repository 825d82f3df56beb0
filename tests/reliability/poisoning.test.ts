import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startProductionServer, type ProductionServer } from "./support/production-server";
import { fullRun, scale } from "./support/scale";
import { errorLineWatcher } from "./support/server-errors";

/**
 * Nothing one visitor sends lands in another's page (ADR 30). Generated requests (any
 * `X-Request-Id` a proxy could pass, hosts good and bad, methods, paths with odd encodings) go to
 * the real production server with its page cache on: none may be answered 5xx or make it log an
 * error, and the page the next visitor gets from the cache must be byte for byte the page rendered
 * for a clean request.
 */
const RUNS = scale(40, 1000);
const SEED = Number(process.env.FUZZ_SEED ?? (fullRun ? Date.now() % 2 ** 31 : 20_261_126));

/** Pages the page cache shares; each run asks one under a query of its own, so it renders anew. */
const PAGES = ["/", "/faq", "/newsletter", "/contact", "/store", "/video-library", "/auth"];
/** Words of the pages themselves: the values a cache that replaced text would collide with. */
const PAGE_WORDS = [
  "website_url",
  "from__confirm",
  "stylesheet",
  "frame-ancestors",
  "script-src",
  "__reactRouterContext",
  "modulepreload",
  "newsletter",
];
const METHODS = ["GET", "HEAD", "POST", "OPTIONS", "TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"];

let server: ProductionServer;
let port: number;
let run = 0;

beforeAll(async () => {
  server = await startProductionServer("poisoning", { PAGE_CACHE_SECONDS: "60" });
  port = server.port;
});

afterAll(async () => {
  await server?.stop();
});

type Sent = {
  method: string;
  path: string;
  host: string;
  requestId?: string;
  extra: string[][];
};
type Got = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request: any Host, any method Node's client writes. */
function send({ method, path, host, requestId, extra }: Sent): Promise<Got> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Host: host };
    if (requestId !== undefined) headers["X-Request-Id"] = requestId;
    for (const [name, value] of extra) headers[name!] = value!;
    const request = http.request(
      { host: "127.0.0.1", port, method, path, headers, setHost: false },
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
    request.end(method === "POST" ? "a=1" : undefined);
  });
}

/** A plain visitor's GET, with `extra` headers. */
function visit(path: string, extra: string[][] = []) {
  return send({ method: "GET", path, host: `localhost:${port}`, extra });
}

/** The page without the nonce of a page drawn for one visitor, and nothing else changed. */
function masked(got: Got): string {
  const nonce = /'nonce-([^']+)'/.exec(String(got.headers["content-security-policy"]))?.[1];
  return nonce ? got.body.replaceAll(` nonce="${nonce}"`, "") : got.body;
}

/**
 * A request the server's page cache never answers (it carries credentials), drawn as a shared
 * page all the same: the pages never read the header.
 */
const UNCACHED = [["Authorization", "Basic Y2xlYW46dmlzaXRvcg=="]];

const honeypotStamp = (body: string) => /name="from__confirm"[^>]*value="([^"]+)"/.exec(body)?.[1];

const requestIds = fc.oneof(
  fc.constantFrom(...PAGE_WORDS),
  fc.stringMatching(/^[\w.-]{8,40}$/),
  fc.constantFrom("<script>", "", "x", "a".repeat(200)),
);
const hosts = fc.oneof(
  fc.constant("__site__"),
  fc.constantFrom("evil.example", "evil.example:8080", "127.0.0.1", "[::1]:1"),
  fc.constantFrom("a b", "[", "exa%mple", "evil.example:99999", "", "a:b:c"),
);
const suffixes = fc.constantFrom(
  "",
  "?q=%00",
  "?q=%",
  "/%00",
  "?_data=root",
  ".data",
  "//x",
  "?a=b",
);
const extras = fc.subarray([
  ["Sec-Fetch-Dest", "empty"],
  ["X-Forwarded-Host", "evil.example"],
  ["X-Forwarded-Proto", "https"],
  ["User-Agent", "Googlebot/2.1"],
  ["Accept-Language", "fr"],
]);

describe("nothing one visitor sends lands in another's page", () => {
  test("the check can fail: a page changed anywhere is not the same page", async () => {
    const path = `/faq?check=${Date.now()}`;
    const a = await visit(path);
    const b = await visit(path);
    expect(masked(a)).toBe(masked(b));
    expect(masked({ ...a, body: a.body.replace("</main>", "poisoned</main>") })).not.toBe(
      masked(b),
    );
  });

  test.each(PAGES)(
    "%s drawn for one visitor is the page the cache gives everyone",
    async (page) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        run++;
        const path = `${page}?drawn=${run}`;
        const shared = await visit(path);
        const own = await visit(path, UNCACHED);
        if (honeypotStamp(shared.body) !== honeypotStamp(own.body)) continue;
        expect(own.status).toBe(200);
        expect(masked(shared)).toBe(masked(own));
        return;
      }
      throw new Error(`${page}: three renders each straddled a second`);
    },
  );

  test(`${RUNS} generated requests: no 5xx, no error logged, the next visitor's page unchanged (seed ${SEED})`, async () => {
    const siteHost = `localhost:${port}`;
    const problems: string[] = [];
    const newErrorLines = errorLineWatcher(server);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        fc.constantFrom(...PAGES),
        suffixes,
        hosts,
        requestIds,
        extras,
        async (method, page, suffix, host, requestId, extra) => {
          for (let attempt = 0; attempt < 3; attempt++) {
            run++;
            const path = `${page}${suffix.startsWith("?") ? `${suffix}&run=${run}` : `${suffix}?run=${run}`}`;
            const sent = {
              method,
              path,
              host: host === "__site__" ? siteHost : host,
              requestId,
              extra,
            };
            const label = JSON.stringify(sent);
            const attack = await send(sent);
            // 501 is the answer to a method the site does not implement (WebDAV's), by design.
            const deliberate = attack.status === 501 && method === "PROPFIND";
            if (attack.status >= 500 && !deliberate)
              problems.push(`${label}: HTTP ${attack.status}`);
            // The page rendered for a clean visitor (not from memory), then the next visitor's
            // from the cache.
            const clean = await visit(path, UNCACHED);
            const next = await visit(path);
            for (const line of newErrorLines()) problems.push(`${label}: logged ${line}`);
            if (clean.status !== 200 || next.status !== 200) {
              if (clean.status !== next.status)
                problems.push(`${label}: clean ${clean.status}, next ${next.status}`);
              return;
            }
            if (!String(next.headers["content-type"]).startsWith("text/html")) return;
            // Both renders must fall in the same second, which the honeypot's timestamp marks.
            if (honeypotStamp(clean.body) !== honeypotStamp(next.body)) continue;
            if (masked(next) !== masked(clean))
              problems.push(`${label}: the next visitor's page differs from a clean one`);
            return;
          }
          problems.push(`${method} ${page}: three renders each straddled a second`);
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const line of newErrorLines()) problems.push(`after the run: logged ${line}`);
    expect(problems, `seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`).toEqual([]);
  });
});
