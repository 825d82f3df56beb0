import { describe, expect, it, vi } from "vitest";
import { databaseOutageAnswer, isDatabaseUnreachable } from "~/.server/db/outage";
import { answeringOutages } from "../../server/database-outage.ts";
import { createLoadContext } from "~/.server/context";

/** The database out of reach is a 503 on every route, any other failure stays what it is. */
const wrapped = (code: string) => Object.assign(new Error("Failed query: …"), { cause: { code } });

describe("a database out of reach", () => {
  it("is recognised through drizzle's wrapping: refused, reset, shutting down, starting up", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "57P01", "57P03", "08006", "53300"])
      expect(isDatabaseUnreachable(wrapped(code)), code).toBe(true);
    expect(isDatabaseUnreachable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnreachable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("is not a query's own failure: a unique violation, a syntax error, a plain bug", () => {
    expect(isDatabaseUnreachable(wrapped("23505"))).toBe(false);
    expect(isDatabaseUnreachable(wrapped("42601"))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });

  it("is answered 503 with Retry-After; anything else is left alone", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request("http://site/account?token=secret");
    const answer = databaseOutageAnswer(wrapped("ECONNREFUSED"), request);
    expect(answer?.status).toBe(503);
    expect(answer?.headers.get("Retry-After")).toBe("30");
    expect(databaseOutageAnswer(new Error("bug"), request)).toBeUndefined();
    vi.restoreAllMocks();
  });

  it("is not what a client that hung up mid-body met: its socket reset is no outage", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    const abandoned = new Request("http://site/contact", { signal: controller.signal });
    const reset = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    expect(databaseOutageAnswer(reset, abandoned)).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe("the production server's build", () => {
  const refused = wrapped("ECONNREFUSED");
  const bug = new Error("bug");
  const unavailable = new Response("down", { status: 503 });
  type Module = { loader?: Handler; action?: Handler; default?: string };
  type Handler = (args: unknown) => Promise<unknown>;
  const build: { entry: object; routes: Record<string, { id: string; module: Module }> } = {
    entry: { module: {} },
    routes: {
      root: { id: "root", module: { loader: async () => "root data", default: "Component" } },
      "routes/account": {
        id: "routes/account",
        module: {
          loader: async () => {
            throw refused;
          },
          action: async () => {
            throw bug;
          },
        },
      },
    },
  };
  const answered = answeringOutages(build, (error) =>
    error === refused ? unavailable : undefined,
  );
  const args = {
    request: new Request("http://site/account"),
    params: {},
    context: createLoadContext({}),
  };

  it("throws the 503 in place of an unreachable database's error, from loaders and actions", async () => {
    await expect(answered.routes["routes/account"]!.module.loader!(args)).rejects.toBe(unavailable);
  });

  it("keeps every other error, every answer and everything else of the build as it was", async () => {
    await expect(answered.routes["routes/account"]!.module.action!(args)).rejects.toBe(bug);
    await expect(answered.routes.root!.module.loader!(args)).resolves.toBe("root data");
    expect(answered.routes.root!.module.default).toBe("Component");
    expect(answered.entry).toBe(build.entry);
    expect(Object.keys(answered.routes)).toEqual(Object.keys(build.routes));
  });
});
