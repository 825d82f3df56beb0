import { describe, expect, it } from "vitest";
import { clientIpKey } from "~/.server/security/client-ip";
import { ipRateLimitKey } from "~/.server/security/ip-key";

describe("per-IP rate-limit key", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(ipRateLimitKey("203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address, dotted or in hex", () => {
    expect(ipRateLimitKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(ipRateLimitKey("::FFFF:cb00:7109")).toBe("203.0.113.9");
    expect(ipRateLimitKey("0:0:0:0:0:ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("keys IPv6 by its /64: every address of one block shares one count", () => {
    const a = ipRateLimitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd");
    const b = ipRateLimitKey("2001:db8:1:2::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(b).toBe(a);
    expect(ipRateLimitKey("2001:db8:1:3::1")).not.toBe(a);
  });

  it("normalises the spellings of one prefix: case, leading zeros, compression", () => {
    const expected = "2001:db8:0:a::/64";
    for (const spelling of [
      "2001:DB8:0:A::1",
      "2001:0db8:0000:000a:0000:0000:0000:0001",
      "2001:db8::a:0:0:0:1",
      "2001:db8:0:a:0:0:1.2.3.4",
    ]) {
      expect(ipRateLimitKey(spelling)).toBe(expected);
    }
    expect(ipRateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(ipRateLimitKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  it("drops a zone id (fe80::1%eth0 is the same block as fe80::1)", () => {
    expect(ipRateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is null for what is not an address", () => {
    expect(ipRateLimitKey("not-an-ip")).toBeNull();
    expect(ipRateLimitKey("2001:db8::1::2")).toBeNull();
    expect(ipRateLimitKey("")).toBeNull();
  });

  it("is what the limits count a request under (X-Forwarded-For behind one proxy)", () => {
    const request = new Request("http://localhost/auth", {
      headers: { "x-forwarded-for": "2001:db8:5:6:1:2:3:4" },
    });
    expect(clientIpKey(request, 1)).toBe("2001:db8:5:6::/64");
    expect(clientIpKey(new Request("http://localhost/auth"), 1)).toBeNull();
  });
});
