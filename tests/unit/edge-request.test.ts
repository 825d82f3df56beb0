import { describe, expect, it } from "vitest";
import { admitRequest, probeAnswer } from "../../server/edge-request.ts";

/** The Worker's refusals before the app: the Node server's, for a fetch Request. */
const publicHost = "shop.example";
const at = (path: string, init: RequestInit = {}) =>
  new Request(`https://shop.example${path}`, init);

async function refused(request: Request) {
  const answer = admitRequest(request, publicHost);
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe("a Worker's request gate", () => {
  it("refuses the methods the site does not serve, as the Node server does", async () => {
    // undici refuses to build a TRACE Request; workerd hands one to the Worker as it came.
    const trace = { method: "TRACE", url: "https://shop.example/", headers: new Headers() };
    expect(await refused(trace as Request)).toMatchObject({ status: 405 });
    expect(await refused(at("/", { method: "DELETE" }))).toMatchObject({ status: 405 });
    expect((await refused(at("/", { method: "PUT" }))).headers.get("Allow")).toBe(
      "GET, HEAD, POST, OPTIONS",
    );
    expect(await refused(at("/", { method: "PROPFIND" }))).toMatchObject({ status: 501 });
    expect(await refused(at("/", { method: "OPTIONS" }))).toMatchObject({ status: 204 });
  });

  it("refuses a NUL or a control character in the URL, and Remix's legacy data requests", async () => {
    expect(await refused(at("/contact%00.html"))).toMatchObject({
      status: 400,
      text: "Bad Request: URL\n",
    });
    expect(await refused(at("/search?q=a%0Bb"))).toMatchObject({ status: 400 });
    expect(await refused(at("/?_data=root"))).toMatchObject({ status: 400 });
  });

  it("refuses a cross-site form with the site's page, never stored", async () => {
    const post = (headers: Record<string, string>) =>
      refused(at("/contact", { method: "POST", headers, body: "name=x" }));
    const crossSite = await post({ "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).toContain("Request refused");
    expect(crossSite.headers.get("Cache-Control")).toBe("no-store");
    expect(await post({ Origin: "https://evil.example" })).toMatchObject({ status: 403 });
    expect(await post({ Origin: "null" })).toMatchObject({ status: 403 });
  });

  it("lets a same-origin form and a webhook through", () => {
    const form = admitRequest(
      at("/contact", { method: "POST", headers: { Origin: "https://shop.example" }, body: "a=1" }),
      publicHost,
    );
    expect(form).not.toBeInstanceOf(Response);
    const webhook = admitRequest(
      at("/webhooks/square", { method: "POST", body: "{}" }),
      publicHost,
    );
    expect(webhook).not.toBeInstanceOf(Response);
  });

  it("gives the request the site's own id and keeps a sane incoming one for the log only", () => {
    const admitted = admitRequest(
      at("/", { headers: { "X-Request-Id": "proxy-id-12345", "CF-Connecting-IP": "203.0.113.9" } }),
      publicHost,
    );
    if (admitted instanceof Response) throw new Error("refused");
    expect(admitted.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(admitted.request.headers.get("X-Request-Id")).toBe(admitted.requestId);
    expect(admitted.clientRequestId).toBe("proxy-id-12345");
    expect(admitted.clientIp).toBe("203.0.113.9");
  });

  it("serves a HEAD of a page's data as the GET it asks about, never as an action", () => {
    const admitted = admitRequest(
      at("/login.data", { method: "HEAD", headers: { Origin: "https://evil.example" } }),
      publicHost,
    );
    if (admitted instanceof Response) throw new Error("refused");
    expect(admitted.request.method).toBe("GET");
    const page = admitRequest(at("/login", { method: "HEAD" }), publicHost);
    if (page instanceof Response) throw new Error("refused");
    expect(page.request.method).toBe("HEAD");
  });

  it("drops X-Forwarded-Host, which nobody in front of a Worker sets", () => {
    const admitted = admitRequest(
      at("/", { headers: { "X-Forwarded-Host": "evil.example" } }),
      publicHost,
    );
    if (admitted instanceof Response) throw new Error("refused");
    expect(admitted.request.headers.has("X-Forwarded-Host")).toBe(false);
    expect(admitted.clientIp).toBeNull();
  });

  it("drops the Origin: null of a same-origin form sent from a no-referrer page", () => {
    const admitted = admitRequest(
      at("/reset-password", {
        method: "POST",
        headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
        body: "a=1",
      }),
      publicHost,
    );
    if (admitted instanceof Response) throw new Error("refused");
    expect(admitted.request.headers.has("Origin")).toBe(false);
  });
});

describe("a Worker's probes", () => {
  it("answers /healthz without the database, and /readyz by it", async () => {
    const down = async () => false;
    const live = await probeAnswer(at("/healthz"), down);
    expect([live?.status, await live?.text()]).toEqual([200, "ok"]);
    const ready = await probeAnswer(at("/readyz"), async () => true);
    expect([ready?.status, await ready?.text()]).toEqual([200, "ready"]);
    const notReady = await probeAnswer(at("/readyz"), down);
    expect([notReady?.status, notReady?.headers.get("Cache-Control")]).toEqual([503, "no-store"]);
    const failing = await probeAnswer(at("/readyz"), () => Promise.reject(new Error("no")));
    expect(failing?.status).toBe(503);
  });

  it("leaves every other request to the site", async () => {
    expect(await probeAnswer(at("/"), async () => true)).toBeUndefined();
    expect(await probeAnswer(at("/readyz", { method: "POST" }), async () => true)).toBeUndefined();
  });
});
