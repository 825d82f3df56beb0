import { existsSync } from "node:fs";
import { request } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { createIsolatedPostgres } from "../integration/support/database";
import { postgresAppEnv } from "./support/postgres-app-env";
import { childPids, serverPid } from "./support/process-memory";
import { startProductionServer, type ProductionServer } from "./support/production-server";

/**
 * WEB_CONCURRENCY (server/cluster.ts, docs/deployment.md): N processes on one port with
 * Postgres, a worker killed outright is replaced while the others go on answering; the embedded
 * database runs one process and says so.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const started: ProductionServer[] = [];
const dropped: Array<() => Promise<void>> = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  for (const drop of dropped) await drop();
});

type LogLine = { message?: string; pid?: number; signal?: string; reason?: string };

/** The server's log lines other than requests, kept as they pass (its tail is short). */
function watchLog(server: ProductionServer): { lines: LogLine[]; stop(): void } {
  const seen = new Set<string>();
  const lines: LogLine[] = [];
  const scan = () => {
    for (const line of server.tail()) {
      if (seen.has(line) || line.includes('"message":"request"')) continue;
      seen.add(line);
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line (the start banner)
      }
    }
  };
  const timer = setInterval(scan, 10);
  scan();
  return { lines, stop: () => clearInterval(timer) };
}

/** The pids of server/index.ts processes under `scripts/start.mjs` (pid `launcher`). */
function workerPids(launcher: number): number[] {
  return childPids(launcher).flatMap(childPids);
}

/** GET `path` on a connection of its own (a kept-alive one would stay with one worker). */
function get(url: string, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(new URL(path, url), { agent: false, timeout: 1000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!databaseUrl)("WEB_CONCURRENCY=2 on Postgres", () => {
  it("keeps answering 200 while a killed worker is replaced", async () => {
    const database = await createIsolatedPostgres(databaseUrl!);
    dropped.push(database.drop);
    const server = await startProductionServer("cluster", {
      ...postgresAppEnv(database.url),
      WEB_CONCURRENCY: "2",
    });
    started.push(server);
    const log = watchLog(server);
    await expect
      .poll(() => log.lines.filter((l) => l.message === "worker listening").length)
      .toBe(2);
    const before = workerPids(server.pid);
    expect(before).toHaveLength(2);

    const answers: Array<{ at: number; status: number | string }> = [];
    let loading = true;
    const load = (async () => {
      while (loading) answers.push({ at: Date.now(), status: await get(server.url, "/healthz") });
    })();
    await sleep(500);
    const killed = before[0]!;
    process.kill(killed, "SIGKILL");
    const killedAt = Date.now();
    await expect
      .poll(() => workerPids(server.pid).filter((pid) => !before.includes(pid)), {
        timeout: 20_000,
      })
      .toHaveLength(1);
    const [replacement] = workerPids(server.pid).filter((pid) => !before.includes(pid));
    await expect
      .poll(
        () => log.lines.some((l) => l.message === "worker listening" && l.pid === replacement),
        { timeout: 20_000 },
      )
      .toBe(true);
    await sleep(2000);
    loading = false;
    await load;

    expect(existsSync(`/proc/${killed}`)).toBe(false);
    log.stop();
    expect(log.lines).toContainEqual(
      expect.objectContaining({ message: "worker died; starting another", pid: killed }),
    );
    const during = answers.filter((a) => a.at >= killedAt);
    expect(during.length).toBeGreaterThan(10);
    // At most the one request the killed worker held when it died is lost.
    const failed = answers.filter((a) => a.status !== 200);
    expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(1);
    expect(answers.slice(-5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    // The replacement serves too: with both alive, fresh connections reach both workers.
    const after = await Promise.all(Array.from({ length: 20 }, () => get(server.url, "/healthz")));
    expect(after).toEqual(after.map(() => 200));
  });
});

describe("WEB_CONCURRENCY=2 on the embedded database", () => {
  it("runs one process and says why", async () => {
    const server = await startProductionServer("cluster-embedded", {
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "",
    });
    started.push(server);
    expect(childPids(server.pid)).toEqual([serverPid(server.pid)]);
    expect(childPids(serverPid(server.pid))).toEqual([]);
    const log = watchLog(server);
    log.stop();
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        message: expect.stringContaining("WEB_CONCURRENCY=2 ignored"),
        reason: "DATABASE_URL is not set",
      }),
    );
    expect(await get(server.url, "/healthz")).toBe(200);
  });
});
