import { describe, expect, it } from "vitest";
import { isValidHost, isValidTarget, requestRefusal } from "../../server/request-guard.ts";

/** The production server's first look at a request, before the page cache and Remix (ADR 30). */
const request = (method: string, url: string, headers: Record<string, string> = {}) => ({
  method,
  url,
  headers: { host: "shop.example", ...headers },
});
const direct = { trustProxy: false };

describe("the request guard", () => {
  it("lets pages, forms and HEAD through", () => {
    for (const method of ["GET", "HEAD", "POST"])
      expect(requestRefusal(request(method, "/faq?x=1"), direct)).toBeNull();
  });

  it("answers OPTIONS with what is allowed, 405 to a known method the site does not serve, 501 to the rest", () => {
    expect(requestRefusal(request("OPTIONS", "/faq"), direct)).toMatchObject({
      status: 204,
      headers: { Allow: "GET, HEAD, POST, OPTIONS" },
    });
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "CONNECT"])
      expect(requestRefusal(request(method, "/faq"), direct), method).toMatchObject({
        status: 405,
        headers: { Allow: "GET, HEAD, POST, OPTIONS" },
      });
    for (const method of ["PROPFIND", "MKCOL", "LOCK", "SEARCH", "PURGE"])
      expect(requestRefusal(request(method, "/faq"), direct)?.status, method).toBe(501);
  });

  it("refuses a Host a URL cannot be built from with 400", () => {
    for (const host of [
      "a b",
      "[",
      "exa%mple",
      "evil.example:99999",
      "",
      "a/b",
      "a:b:c",
      "é.example",
    ])
      expect(requestRefusal(request("GET", "/", { host }), direct)?.status, host).toBe(400);
    expect(requestRefusal({ method: "GET", url: "/", headers: {} }, direct)?.status).toBe(400);
    for (const host of [
      "shop.example",
      "127.0.0.1:3000",
      "[::1]:8080",
      "localhost",
      "a-b.c_d:65535",
    ])
      expect(isValidHost(host), host).toBe(true);
  });

  it("checks X-Forwarded-Host only behind a trusted proxy (otherwise the server drops it)", () => {
    const forwarded = request("GET", "/", { "x-forwarded-host": "a b" });
    expect(requestRefusal(forwarded, direct)).toBeNull();
    expect(requestRefusal(forwarded, { trustProxy: true })?.status).toBe(400);
    const good = request("GET", "/", { "x-forwarded-host": "shop.example" });
    expect(requestRefusal(good, { trustProxy: true })).toBeNull();
  });

  it("refuses a NUL, a control character or a broken percent-encoding anywhere in the URL with 400", () => {
    for (const url of [
      "/sandbox/paypal?token=%00",
      "/sandbox/invoice?id=%00",
      "/admin/leads?q=%00",
      "/faq%00",
      "/faq?%00=1",
      "/faq?q=%1F",
      "/faq?q=%",
      "/faq?q=%E0%A4%A",
      "/faq?q=%FF",
      "http://evil.example/faq",
      "/faq?_data=routes/faq",
      "/admin?_data=",
      "/admin?%5Fdata=routes/admin",
    ])
      expect(requestRefusal(request("GET", url), direct)?.status, url).toBe(400);
    for (const url of ["/", "/faq?q=caf%C3%A9+au+lait&x=%0A", "/auth/confirm?token_hash=ab.c-d_e"])
      expect(isValidTarget(url), url).toBe(true);
    for (const url of ["/faq?q=caf%C3%A9", "/faq?next=/_database"])
      expect(requestRefusal(request("GET", url), direct), url).toBeNull();
  });
});
