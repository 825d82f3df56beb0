import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

/**
 * Stopping a server behind a proxy without dropping a request. A proxy keeps connections to the
 * server open (nginx `keepalive`) and sends the next request on whichever one it released last.
 * Node's `server.close()` ends every idle connection at once: a request the proxy has just written
 * to one of them is lost, and the proxy answers the visitor 502 (it never resends a POST).
 *
 * So, once stopping, the server stops accepting connections and ends an idle one only after it
 * has been quiet for `quietMs` (the proxy reuses the connections it released last, so a quiet one
 * is the least likely to carry a request at that moment); a connection in use closes itself after
 * its answer, which says `Connection: close` (server/index.ts).
 */
export function quietClose(server: Server, { quietMs = 1000, everyMs = 100 } = {}) {
  const connections = new Map<Socket, { answering: number; idleSince: number }>();
  server.on("connection", (socket) => {
    connections.set(socket, { answering: 0, idleSince: performance.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.answering++;
    res.once("close", () => {
      state.answering--;
      state.idleSince = performance.now();
    });
  });

  /** Stops accepting; resolves once every connection is gone. */
  return function close() {
    const closed = new Promise<void>((resolve) => {
      // net.Server's close: no new connections, and (unlike http.Server's) no idle one cut off.
      // Bun's http.Server is no net.Server: its own close, which ends the idle ones at once.
      const stopAccepting =
        (server as object) instanceof net.Server ? net.Server.prototype.close : server.close;
      stopAccepting.call(server, () => resolve());
    });
    const sweep = () => {
      const now = performance.now();
      for (const [socket, state] of connections) {
        if (state.answering === 0 && now - state.idleSince >= quietMs) socket.end();
      }
    };
    const timer = setInterval(sweep, everyMs);
    timer.unref();
    sweep();
    return closed.finally(() => clearInterval(timer));
  };
}
