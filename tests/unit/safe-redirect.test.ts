import fc from "fast-check";
import { describe, expect, it, test } from "vitest";
import { safeRedirect } from "~/utils/safe-redirect";

const SITE = "https://site.example";

/** What every output must be: one leading `/`, then a path that resolves on the site itself. */
function expectOnSite(out: string) {
  expect(out.startsWith("/")).toBe(true);
  expect(out.startsWith("//")).toBe(false);
  expect(out.startsWith("/\\")).toBe(false);
  expect(new URL(out, SITE).origin).toBe(SITE);
}

test.each([
  ["/account", "/account"],
  ["/account?tab=orders#top", "/account?tab=orders#top"],
  ["/a/../b", "/b"],
  ["/auth?returnTo=%2Fstore", "/auth?returnTo=%2Fstore"],
  ["/store?q=a%2Fb", "/store?q=a%2Fb"],
])("a path on this site is kept: %s", (input, expected) => {
  expect(safeRedirect(input)).toBe(expected);
});

describe("known bypasses stay on this site", () => {
  test.each([
    "/.//evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "https:evil.example",
    "https://evil.example/",
    "HTTPS://evil.example",
    "http://site.example@evil.example/",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/a\\b",
    "/a?b=\\c",
    "/a#\\b",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e%2e//evil.example",
    "/.%2e//evil.example",
    "/./%2e/",
    "/./%2e//evil.example",
    "／／evil.example",
    "/／／evil.example",
    "/\uff0f\uff0fevil.example",
    "/\u2215\u2215evil.example",
    "/\u2044\u2044evil.example",
    "\u2215\u2215evil.example",
    "/\u0085/evil.example",
    "/\u2028/evil.example",
    "/\u007f/evil.example",
    "/\u202e/evil.example",
    "/%EF%BC%8F%EF%BC%8Fevil.example",
    "/%E2%88%95%E2%88%95evil.example",
    "/%0a/evil.example",
    "/%09/evil.example",
    "/%E2%80%AE/evil.example",
    "evil.example",
    "",
    "/".repeat(3000),
  ])("%j", (input) => {
    const out = safeRedirect(input);
    expectOnSite(out);
    expect(out).not.toMatch(/evil\.example/);
    expect(new URL(out, SITE).host).toBe("site.example");
  });

  test.each([null, undefined, new File(["x"], "x.txt")])("not a string: %s", (input) => {
    expect(safeRedirect(input)).toBe("/");
    expect(safeRedirect(input, "/account")).toBe("/account");
  });

  it("refuses to the fallback rather than guessing", () => {
    expect(safeRedirect("/.//evil.example", "/account")).toBe("/account");
    expect(safeRedirect("/%2F%2Fevil.example", "")).toBe("");
  });
});

describe("absolute URLs on the site's own origins become their path", () => {
  const own = ["http://localhost:3000", "https://www.site.example"];

  test.each([
    ["http://localhost:3000/auth?returnTo=%2Ffaq", "/auth?returnTo=%2Ffaq"],
    ["https://www.site.example/store#top", "/store#top"],
    ["HTTPS://WWW.SITE.EXAMPLE/store", "/store"],
    ["https://www.site.example", "/"],
  ])("%s", (input, expected) => {
    expect(safeRedirect(input, "/", own)).toBe(expected);
  });

  test.each([
    "https://evil.example/store",
    "https://www.site.example.evil.example/",
    "http://www.site.example/store", // another scheme is another origin
    "https://www.site.example/.//evil.example",
    "https://www.site.example//evil.example",
    "http://localhost:3000/%2F%2Fevil.example",
    "ftp://localhost:3000/",
    "javascript://localhost:3000/%0aalert(1)",
  ])("another site, or a path that leaves it, is refused: %s", (input) => {
    expect(safeRedirect(input, "/", own)).toBe("/");
  });

  it("without own origins every absolute URL is refused", () => {
    expect(safeRedirect("http://localhost:3000/store")).toBe("/");
  });
});

describe("whatever goes in, a path on this site comes out", () => {
  // Strings built from the pieces bypasses are made of, and arbitrary Unicode.
  const pieces = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "%2e",
    "%2f",
    "%5c",
    "%",
    "?",
    "#",
    "@",
    ":",
    "\t",
    "\n",
    "\r",
    " ",
    "\u0000",
    "\u00a0",
    "\uff0f",
    "\u2215",
    "\u2044",
    "\u202e",
    "https:",
    "http://",
    "javascript:",
    "evil.example",
    "site.example",
    "x",
  );
  const crafted = fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(""));
  const anything = fc.oneof(crafted, fc.string({ unit: "binary", maxLength: 64 }), fc.webUrl());
  const origins = fc.constant([SITE, "http://localhost:3000"]);

  it("one leading slash, never // or /\\, on the site's origin; and checking again changes nothing", () => {
    fc.assert(
      fc.property(anything, origins, (input, own) => {
        const out = safeRedirect(input, "/", own);
        expectOnSite(out);
        expect(safeRedirect(out, "/", own)).toBe(out);
      }),
      { numRuns: 5000 },
    );
  });

  it("an ordinary path with a query is kept as it is", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), segment, (segments, query) => {
        const path = `/${segments.join("/")}?q=${query}`;
        expect(safeRedirect(path, "/fallback")).toBe(path);
      }),
    );
  });
});
