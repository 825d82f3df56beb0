import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for a lead target (the automation webhook or the form-forwarding service):
 * it records every request and answers as told, the way those services answer: 200 with a small
 * JSON body when all is well, 5xx when they are down, a redirect elsewhere (a moved or hijacked
 * address), or no answer at all (to hit the timeout).
 */
export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  status: number;
};

type Behaviour = "ok" | "fail" | "redirect" | "hang";

export type FakeTarget = {
  url: string;
  received: ReceivedRequest[];
  /** Requests that were answered 2xx, i.e. deliveries that arrived. */
  delivered(): ReceivedRequest[];
  /** How the next requests are answered: a fixed behaviour, or one per request then `then`. */
  behave(plan: Behaviour | Behaviour[], then?: Behaviour): void;
  /** Milliseconds to wait before answering (to overlap two workers' sends). */
  delayMs: number;
  close(): Promise<void>;
};

/**
 * `port`: listen there rather than on a free port, e.g. to bring back a target that was closed
 * (connections refused) at the address the server was given.
 */
export async function startFakeTarget(options: { port?: number } = {}): Promise<FakeTarget> {
  let queue: Behaviour[] = [];
  let fallback: Behaviour = "ok";
  const received: ReceivedRequest[] = [];
  const hanging = new Set<() => void>();
  const fake: Partial<FakeTarget> = { received, delayMs: 0 };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      const behaviour = queue.shift() ?? fallback;
      const entry: ReceivedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        status: 0,
      };
      received.push(entry);
      if (behaviour === "hang") {
        hanging.add(() => res.destroy());
        return;
      }
      setTimeout(() => {
        if (behaviour === "redirect") {
          entry.status = 307;
          res.writeHead(307, { Location: "http://127.0.0.1:9/elsewhere" }).end();
          return;
        }
        entry.status = behaviour === "ok" ? 200 : 500;
        res.writeHead(entry.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(behaviour === "ok" ? { ok: true } : { error: "unavailable" }));
      }, fake.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/hook`,
    delivered: () => received.filter((r) => r.status >= 200 && r.status < 300),
    behave(plan: Behaviour | Behaviour[], then: Behaviour = "ok") {
      if (Array.isArray(plan)) {
        queue = [...plan];
        fallback = then;
      } else {
        queue = [];
        fallback = plan;
      }
    },
    async close() {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  }) as FakeTarget;
}
