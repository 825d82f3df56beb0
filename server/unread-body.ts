import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * A request whose body the app did not read to the end (a form over the size limit, answered 413
 * at once; a POST answered before its body was wanted) leaves the rest of its body on the
 * connection. Node drops it by itself only when nobody started reading, and Remix's adapter
 * always starts, then stops: the connection stayed paused mid-body, so the client's next request
 * on it waited until the server timed the connection out (a reset after about 5 s). Once the
 * answer is sent, the rest is read and dropped, up to `maxBytes` more and for `maxMs` at most;
 * past either, the connection is closed instead.
 */
const DISCARD_MAX_BYTES = 8 * 1024 * 1024;
const DISCARD_MAX_MS = 10_000;
const CHECK_MS = 50;

/** Arms the discard for one request (call it before anything answers it). */
export function discardUnreadBody(
  req: IncomingMessage,
  res: ServerResponse,
  limits: { maxBytes?: number; maxMs?: number } = {},
) {
  const { maxBytes = DISCARD_MAX_BYTES, maxMs = DISCARD_MAX_MS } = limits;
  // No body (every page view): nothing can be left on the connection.
  const length = req.headers["content-length"];
  if (!req.headers["transfer-encoding"] && (length === undefined || length === "0")) return;
  res.once("finish", () => {
    const socket = req.socket;
    if (req.complete || req.destroyed || !socket) return;
    const startedAt = Date.now();
    const readBefore = socket.bytesRead;
    // The app's reader (the adapter's stream) is done with it: no chunk goes to it any more.
    req.removeAllListeners("data");
    req.resume();
    const check = setInterval(() => {
      if (req.complete || socket.destroyed) return clearInterval(check);
      if (socket.bytesRead - readBefore > maxBytes || Date.now() - startedAt > maxMs) {
        clearInterval(check);
        socket.destroy();
      }
    }, CHECK_MS);
    check.unref();
  });
}
