import type { ProductionServer } from "./production-server";

/**
 * The server's log lines at error level not seen before, read from its output tail (the last 80
 * lines): call it after every few requests so none scrolls out unseen.
 */
export function errorLineWatcher(server: ProductionServer) {
  const seen = new Set(server.tail());
  return function newErrorLines(): string[] {
    const fresh = server.tail().filter((line) => !seen.has(line));
    for (const line of fresh) seen.add(line);
    return fresh.filter((line) => line.includes('"level":"error"'));
  };
}
