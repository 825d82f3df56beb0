import { describe, expect, it } from "vitest";
import { pageUrl } from "~/.server/page-url";

const path = (url: string) => {
  const found = pageUrl(new Request(url));
  return `${found.pathname}${found.search}`;
};

describe("the page a request is for", () => {
  it("is a document request's own URL", () => {
    expect(path("http://site/admin/leads?status=new")).toBe("/admin/leads?status=new");
    expect(path("http://site/")).toBe("/");
  });

  it("drops what a client navigation's data request adds", () => {
    expect(path("http://site/admin/leads.data?status=new&_routes=routes%2Fadmin.leads")).toBe(
      "/admin/leads?status=new",
    );
    expect(path("http://site/_.data")).toBe("/");
    expect(path("http://site/contact/_.data?index")).toBe("/contact/?index=");
  });
});
