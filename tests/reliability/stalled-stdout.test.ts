import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { freePort } from "../../scripts/lib/server.mjs";
import { httpClient } from "./support/http-client";

/**
 * A log collector that stops reading (a full disk under journald, a stuck container logger, a
 * terminal paused with Ctrl-S) must not stop the site: `npm start` and the server write their
 * output without waiting for its reader, and every line comes out once it is read again.
 */
const REQUESTS = 3000;
let child: ChildProcess | undefined;

afterAll(() => {
  if (child?.exitCode === null) process.kill(-child.pid!, "SIGKILL");
});

test(`a server whose output nobody reads answers ${REQUESTS} requests, and logs each once read`, async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "reliability-stalled-stdout-")),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const exited = new Promise((resolve) => child!.on("exit", resolve));
  // Nothing reads the server's stdout until the requests are answered: once the pipes between
  // here, `npm start` and the server are full (about 128 KB), every write to them would wait.
  child.stdout!.pause();
  const client = httpClient(url, 10);
  try {
    for (let tries = 0; ; tries++) {
      const ready = await client.send("GET", "/readyz").catch(() => undefined);
      if (ready?.status === 200) break;
      if (tries > 600) throw new Error("the server did not become ready");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // ~600 KB of log lines, several times what the pipes hold.
    let answered = 0;
    const started = Date.now();
    const worker = async (from: number) => {
      for (let i = from; i < REQUESTS; i += 10) {
        const answer = await client.send("GET", "/healthz", { timeoutMs: 10_000 });
        expect(answer.status).toBe(200);
        answered++;
      }
    };
    await Promise.all(Array.from({ length: 10 }, (_, i) => worker(i)));
    expect(answered).toBe(REQUESTS);
    expect(Date.now() - started).toBeLessThan(60_000);
  } finally {
    client.close();
  }

  let output = "";
  child.stdout!.setEncoding("utf8");
  child.stdout!.on("data", (chunk: string) => (output += chunk));
  child.stdout!.resume();
  process.kill(-child.pid!, "SIGTERM");
  await exited;
  const requestLines = output.split("\n").filter((line) => line.includes('"message":"request"'));
  const probes = requestLines.filter((line) => line.includes('"path":"/healthz"'));
  expect(probes).toHaveLength(REQUESTS);
  // Every line whole: each parses as JSON.
  for (const line of requestLines) expect(() => JSON.parse(line)).not.toThrow();
}, 180_000);
