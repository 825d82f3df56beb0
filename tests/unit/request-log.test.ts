import { describe, expect, it } from "vitest";
import { requestIdOf, requestLogLevel } from "../../server/request-log.mjs";

describe("the production server's request log", () => {
  it("logs a 5xx as an error, a 503 (not ready, database away) as a warning, the rest as info", () => {
    expect([200, 303, 404, 429, 500, 502, 503].map(requestLogLevel)).toEqual([
      "info",
      "info",
      "info",
      "info",
      "error",
      "error",
      "warn",
    ]);
  });

  it("keeps a proxy's sane request id and replaces anything else", () => {
    expect(requestIdOf({ "x-request-id": "abc-123.def_456" })).toBe("abc-123.def_456");
    expect(requestIdOf({ "x-request-id": "<script>" })).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
