import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * `/healthz` (the process answers) and `/readyz` (the database does), plain text, never stored.
 * Says true when it answered the request.
 */
export function answerProbe(
  req: IncomingMessage,
  res: ServerResponse,
  ready: () => Promise<boolean>,
): boolean {
  const probe = req.url === "/healthz" ? "live" : req.url === "/readyz" ? "ready" : undefined;
  if (!probe || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const reply = (status: number, text: string) => {
    res.writeHead(status, {
      "content-type": "text/plain",
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(text),
    });
    res.end(req.method === "HEAD" ? undefined : text);
  };
  if (probe === "live") reply(200, "ok");
  else
    ready().then(
      (up) => (up ? reply(200, "ready") : reply(503, "database unavailable")),
      () => reply(503, "database unavailable"),
    );
  return true;
}
