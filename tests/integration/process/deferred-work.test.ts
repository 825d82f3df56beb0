import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  processLoadContext,
  startProcessContext,
  stopProcessWorkers,
  type AppContext,
} from "~/.server/app-context";
import { closeDb } from "~/.server/db";
import { appContextOf } from "~/.server/context";

/**
 * The process's own `defer` on Node (what the server runs): work a request
 * deferred is kept until it settles, a failure is logged, and shutdown waits for what is still
 * under way before the database closes.
 */
let app: AppContext;
const logged: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation((line: string) => void logged.push(line));
  startProcessContext();
  app = await appContextOf(await processLoadContext(null));
}, 120_000);

afterAll(async () => {
  await closeDb();
  vi.restoreAllMocks();
});

describe("the process's defer", () => {
  it("logs deferred work that fails, and shutdown waits for deferred work still under way", async () => {
    app.defer(Promise.reject(Object.assign(new Error("refused"), { code: "ECONNREFUSED" })));
    let finished = false;
    app.defer(
      new Promise((resolve) => setTimeout(resolve, 300)).then(() => {
        finished = true;
      }),
    );

    await stopProcessWorkers();
    expect(finished).toBe(true);
    const errors = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(errors).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: "deferred work failed",
        error: expect.objectContaining({ code: "ECONNREFUSED" }),
      }),
    );
  });
});
