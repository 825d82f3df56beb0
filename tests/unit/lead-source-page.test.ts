import { describe, expect, it } from "vitest";
import { sourcePage } from "~/.server/leads/source-page";

const post = (referer?: string) =>
  new Request("https://example.com/newsletter", {
    method: "POST",
    headers: referer === undefined ? {} : { Referer: referer },
  });

describe("the page a lead was sent from", () => {
  it("is the site's own page the browser names, with its query", () => {
    expect(sourcePage(post("https://example.com/services?tab=ai"))).toBe("/services?tab=ai");
  });

  it("is where the form posted when the browser names no page, another site or nonsense", () => {
    expect(sourcePage(post())).toBe("/newsletter");
    expect(sourcePage(post("https://evil.example/services"))).toBe("/newsletter");
    expect(sourcePage(post("http://example.com/services"))).toBe("/newsletter");
    expect(sourcePage(post("not a url"))).toBe("/newsletter");
  });

  it("keeps at most 500 characters", () => {
    const long = `https://example.com/${"a".repeat(1000)}`;
    expect(sourcePage(post(long))).toHaveLength(500);
  });
});
