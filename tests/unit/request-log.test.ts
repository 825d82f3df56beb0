import { describe, expect, it, vi } from "vitest";
import { assignRequestId, createRequestLog, requestLogLevel } from "../../server/request-log.ts";

describe("the production server's request log", () => {
  it("logs a 5xx as an error, a 503 (not ready, database away) or 501 as a warning, refusals as info", () => {
    expect(
      [200, 303, 400, 403, 404, 405, 413, 429, 500, 501, 502, 503].map(requestLogLevel),
    ).toEqual([
      "info",
      "info",
      "info",
      "info",
      "info",
      "info",
      "info",
      "info",
      "error",
      "warn",
      "error",
      "warn",
    ]);
  });

  it("gives every request an id of its own, whatever it sent, and keeps a sane sent one for the log", () => {
    const sent = { headers: { "x-request-id": "website_url" } as Record<string, string> };
    const { requestId, clientRequestId } = assignRequestId(sent);
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(clientRequestId).toBe("website_url");
    // The header the app reads now carries ours, and asking again gives the same pair.
    expect(sent.headers["x-request-id"]).toBe(requestId);
    expect(assignRequestId(sent)).toEqual({ requestId, clientRequestId });

    const odd = assignRequestId({ headers: { "x-request-id": "<script>" } });
    expect(odd.clientRequestId).toBeUndefined();
    expect(assignRequestId({ headers: {} }).requestId).not.toBe(requestId);
  });

  it("writes no line while the answer is sent: lines go out together, in order, a moment later", async () => {
    const write = vi.fn();
    const { log } = createRequestLog({ out: { write, writableLength: 0 } });
    vi.useFakeTimers();
    try {
      const startNs = process.hrtime.bigint();
      for (const url of ["/a?token=secret", "/b"]) {
        log({
          method: "GET",
          url,
          status: 200,
          startNs,
          requestId: "r",
          clientRequestId: undefined,
        });
      }
      await vi.advanceTimersByTimeAsync(10);
      expect(write).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(50);
      expect(write).toHaveBeenCalledTimes(1);
      const lines = String(write.mock.calls[0]![0])
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line));
      expect(lines.map((line) => line.path)).toEqual(["/a", "/b"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes each line as JSON.stringify would write the same fields, odd characters included", () => {
    const write = vi.fn();
    const { log, flush } = createRequestLog({ out: { write, writableLength: 0 } });
    const startNs = process.hrtime.bigint() - 1_234_567n;
    log({
      method: "GET",
      url: '/a"b\\c\u2028\ud800é?x=1',
      status: 503,
      startNs,
      requestId: "id-1",
      clientRequestId: 'proxy"id',
    });
    log({
      method: "POST",
      url: "/b",
      status: 200,
      startNs,
      requestId: "id-2",
      clientRequestId: undefined,
    });
    flush();
    const [first, second] = String(write.mock.calls[0]![0]).trimEnd().split("\n");
    const one = JSON.parse(first!);
    expect(first).toBe(
      JSON.stringify({
        time: one.time,
        level: "warn",
        message: "request",
        method: "GET",
        path: '/a"b\\c\u2028\ud800é',
        status: 503,
        ms: one.ms,
        requestId: "id-1",
        clientRequestId: 'proxy"id',
      }),
    );
    expect(one.ms).toBeGreaterThanOrEqual(1.2);
    expect(new Date(one.time).toISOString()).toBe(one.time);
    expect(JSON.parse(second!)).toEqual({
      time: expect.any(String),
      level: "info",
      message: "request",
      method: "POST",
      path: "/b",
      status: 200,
      ms: expect.any(Number),
      requestId: "id-2",
    });
  });

  it("writes at once when a burst has gathered 64 KB of lines, so memory stays bounded", async () => {
    const write = vi.fn();
    const { log } = createRequestLog({ out: { write, writableLength: 0 } });
    vi.useFakeTimers();
    try {
      const startNs = process.hrtime.bigint();
      const line = {
        method: "GET",
        status: 200,
        startNs,
        requestId: "r".repeat(36),
        clientRequestId: undefined,
      };
      let sent = 0;
      while (write.mock.calls.length === 0 && sent < 10_000) {
        log({ ...line, url: `/page-${sent}` });
        sent += 1;
      }
      expect(write).toHaveBeenCalledTimes(1);
      const text = String(write.mock.calls[0]![0]);
      expect(text.length).toBeGreaterThanOrEqual(64 * 1024);
      expect(text.length).toBeLessThan(64 * 1024 + 300);
      expect(text.trimEnd().split("\n")).toHaveLength(sent);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts lines instead of keeping them while stdout's reader is stuck, and says so once it reads", () => {
    const out = { write: vi.fn(), writableLength: 0 };
    const { log, flush } = createRequestLog({ out, maxBacklogBytes: 1000 });
    const startNs = process.hrtime.bigint();
    const request = (url: string) =>
      log({ method: "GET", url, status: 200, startNs, requestId: "r", clientRequestId: undefined });
    out.writableLength = 5000;
    request("/lost-1");
    request("/lost-2");
    flush();
    request("/lost-3");
    flush();
    expect(out.write).not.toHaveBeenCalled();
    out.writableLength = 0;
    request("/kept");
    flush();
    const written = out.write.mock.calls.map((call) => JSON.parse(String(call[0])));
    expect(written).toEqual([
      expect.objectContaining({ level: "warn", count: 3 }),
      expect.objectContaining({ path: "/kept" }),
    ]);
  });
});
