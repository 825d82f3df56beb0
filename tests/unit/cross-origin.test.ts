import { describe, expect, it } from "vitest";
import {
  alignHostWithOrigin,
  crossOriginRefusal,
  forgetNullOriginOfSameOriginForm,
} from "../../server/cross-origin.ts";

/** The production server's refusal of cross-origin unsafe requests (Go 1.25's rule, ADR 22). */
const site = { publicHost: "shop.example", requestHost: "127.0.0.1:3000" };
const request = (method: string, headers: Record<string, string>) => ({ method, headers });

describe("cross-origin protection", () => {
  it("never refuses a safe method, whatever its headers", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(
        crossOriginRefusal(request(method, { origin: "https://evil.example" }), site),
      ).toBeNull();
    }
  });

  it("trusts the browser's Sec-Fetch-Site: same-origin or none pass, same-site and cross-site do not", () => {
    expect(
      crossOriginRefusal(request("POST", { "sec-fetch-site": "same-origin" }), site),
    ).toBeNull();
    expect(crossOriginRefusal(request("POST", { "sec-fetch-site": "none" }), site)).toBeNull();
    expect(crossOriginRefusal(request("POST", { "sec-fetch-site": "cross-site" }), site)).toBe(
      "Sec-Fetch-Site: cross-site",
    );
    expect(
      crossOriginRefusal(
        request("DELETE", { "sec-fetch-site": "same-site", origin: "https://shop.example" }),
        site,
      ),
    ).toBe("Sec-Fetch-Site: same-site");
  });

  it("without Sec-Fetch-Site, the Origin must be the public or the requested host, never null", () => {
    expect(
      crossOriginRefusal(request("POST", { origin: "https://shop.example" }), site),
    ).toBeNull();
    expect(
      crossOriginRefusal(request("POST", { origin: "http://127.0.0.1:3000" }), site),
    ).toBeNull();
    expect(crossOriginRefusal(request("POST", { origin: "https://evil.example" }), site)).toBe(
      "Origin: https://evil.example",
    );
    expect(crossOriginRefusal(request("POST", { origin: "null" }), site)).toBe("Origin: null");
    expect(crossOriginRefusal(request("PUT", { origin: "not a url" }), site)).toBe(
      "Origin: not a URL",
    );
  });

  it("refuses a foreign or null Origin whatever Sec-Fetch-Site says (Remix would answer a 500)", () => {
    for (const fetchSite of ["same-origin", "none"]) {
      expect(
        crossOriginRefusal(
          request("POST", { "sec-fetch-site": fetchSite, origin: "https://evil.example" }),
          site,
        ),
      ).toBe("Origin: https://evil.example");
      expect(
        crossOriginRefusal(
          request("POST", { "sec-fetch-site": fetchSite, origin: "https://shop.example" }),
          site,
        ),
      ).toBeNull();
    }
    expect(
      crossOriginRefusal(request("POST", { "sec-fetch-site": "none", origin: "null" }), site),
    ).toBe("Origin: null");
  });

  it("lets a request with neither header through to the app (a provider's webhook, a script)", () => {
    expect(crossOriginRefusal(request("POST", {}), site)).toBeNull();
  });
});

describe("the host React Router compares a form's Origin with", () => {
  const align = (headers: Record<string, string>, publicHost: string) => {
    const req = { headers: { ...headers } as Record<string, string | undefined> };
    const requestHost = headers["x-forwarded-host"] ?? headers.host;
    alignHostWithOrigin(req, { publicHost, requestHost });
    return req.headers;
  };

  it("is the public host for a form from it, whatever the proxy wrote (Host, or $host without the port)", () => {
    expect(
      align({ host: "127.0.0.1:3000", origin: "https://shop.example" }, "shop.example"),
    ).toMatchObject({ host: "shop.example" });
    expect(
      align(
        {
          host: "127.0.0.1:3000",
          "x-forwarded-host": "site.test",
          origin: "http://site.test:8080",
        },
        "site.test:8080",
      ),
    ).toMatchObject({ host: "site.test:8080", "x-forwarded-host": "site.test:8080" });
  });

  it("stays as sent for any other Origin, none, null or garbage", () => {
    for (const origin of ["https://evil.example", "null", "not a url", undefined]) {
      const headers = {
        host: "127.0.0.1:3000",
        "x-forwarded-host": "site.test",
        ...(origin && { origin }),
      };
      expect(align(headers, "site.test:8080")).toEqual(headers);
    }
  });
});

describe("a form on a no-referrer page (Origin: null)", () => {
  const forget = (headers: Record<string, string>) => {
    const req = { headers: { ...headers } };
    forgetNullOriginOfSameOriginForm(req);
    return req.headers;
  };

  it("loses its null Origin when the browser says the form is same-origin", () => {
    const sent = { origin: "null", "sec-fetch-site": "same-origin" };
    expect(crossOriginRefusal(request("POST", sent), site)).toBeNull();
    expect(forget(sent)).toEqual({ "sec-fetch-site": "same-origin" });
  });

  it("keeps it otherwise: a sandboxed frame or an old browser is still refused", () => {
    const sents: Record<string, string>[] = [
      { origin: "null", "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const sent of sents) {
      expect(forget(sent)).toEqual(sent);
      expect(crossOriginRefusal(request("POST", sent), site)).not.toBeNull();
    }
  });
});
