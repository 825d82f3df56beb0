import { describe, expect, it } from "vitest";
import { parseConfig } from "~/.server/config";
import { clientIp } from "~/.server/security/client-ip";

function request(forwardedFor?: string) {
  const headers = new Headers(
    forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  );
  return new Request("http://localhost:3000/auth", { headers });
}

describe("client IP", () => {
  it("never reads X-Forwarded-For without a trusted proxy: a visitor cannot choose their IP", () => {
    expect(clientIp(request("203.0.113.9"), 0)).toBeNull();
    expect(parseConfig({}).auth.trustProxyHops).toBe(0);
  });

  it("takes the address the trusted proxy appended, ignoring what the visitor wrote before it", () => {
    expect(clientIp(request("1.1.1.1, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientIp(request("1.1.1.1,203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
    expect(clientIp(request("2001:db8::1"), 1)).toBe("2001:db8::1");
  });

  it("is unknown when the header is missing, too short for the hops, or not an address", () => {
    expect(clientIp(request(), 1)).toBeNull();
    expect(clientIp(request("203.0.113.9"), 2)).toBeNull();
    expect(clientIp(request("1.1.1.1, not-an-ip"), 1)).toBeNull();
    expect(clientIp(request(" , "), 1)).toBeNull();
  });

  it("TRUST_PROXY is a hop count from 0 to 10", () => {
    expect(parseConfig({ TRUST_PROXY: "2" }).auth.trustProxyHops).toBe(2);
    expect(() => parseConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});
