import { Agent, request } from "node:http";

/**
 * A small HTTP/1.1 client over `node:http` with keep-alive connections (cheaper per request than
 * `fetch`, so the load generator takes less of the machine the server runs on). Redirects are
 * not followed: the caller sees the 302/303 a browser would.
 */
export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** From sending the request to the last byte of the answer. */
  ms: number;
};

export type Client = {
  send(
    method: "GET" | "POST",
    path: string,
    options?: { headers?: Record<string, string>; body?: string; timeoutMs?: number },
  ): Promise<Answer>;
  close(): void;
};

/** A client of `baseUrl` holding up to `connections` open connections. */
export function httpClient(baseUrl: string, connections: number): Client {
  const base = new URL(baseUrl);
  const agent = new Agent({
    keepAlive: true,
    maxSockets: connections,
    maxFreeSockets: connections,
  });
  return {
    send(method, path, { headers = {}, body, timeoutMs = 30_000 } = {}) {
      const started = performance.now();
      return new Promise<Answer>((resolve, reject) => {
        const req = request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: {
              ...headers,
              ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }),
            },
            timeout: timeoutMs,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("error", reject);
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text: Buffer.concat(chunks).toString("utf8"),
                ms: performance.now() - started,
              }),
            );
          },
        );
        req.on("timeout", () => req.destroy(new Error(`${method} ${path}: no answer in time`)));
        req.on("error", reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** `name=value` of each Set-Cookie header (attributes dropped). */
export function setCookies(answer: Answer): string[] {
  const header = answer.headers["set-cookie"];
  return (Array.isArray(header) ? header : header ? [header] : []).map((c) =>
    c.split(";")[0]!.trim(),
  );
}
