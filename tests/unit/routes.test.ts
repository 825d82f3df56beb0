import { expect, test } from "vitest";
import routes from "~/routes";
import { publicPages } from "~/content/pages";
import { buildSitemap } from "~/.server/sitemap";

type Entry = { path?: string; file?: string; index?: boolean; children?: Entry[] };
const flatten = (entries: Entry[]): Entry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
const all = flatten(routes as Entry[]);

test("[S-NAV-01] no registered route has route parameters (the one catch-all only answers 404)", () => {
  expect(all.length).toBeGreaterThan(0);
  const catchAll = all.filter((entry) => entry.path === "*");
  expect(catchAll).toEqual([expect.objectContaining({ file: "routes/not-found.tsx" })]);
  for (const entry of all.filter((e) => e.path !== "*"))
    expect(entry.path ?? "").not.toMatch(/[:*]/);
});

test("[S-HOME-01] the home page is the index route, and every public page is registered", () => {
  expect(all.some((e) => e.index)).toBe(true);
  const paths = new Set(all.map((e) => (e.index ? "/" : `/${e.path!.replace(/^\//, "")}`)));
  for (const page of publicPages) expect(paths.has(page.path)).toBe(true);
});

test("the sitemap lists every public page with an absolute URL, escaped", () => {
  const xml = buildSitemap("https://example.test", [
    ...publicPages,
    { path: "/a&b", changefreq: "monthly", priority: 0.5 },
  ]);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  for (const page of publicPages)
    expect(xml).toContain(`<loc>${new URL(page.path, "https://example.test/")}</loc>`);
  expect(xml).toContain("<loc>https://example.test/a&amp;b</loc>");
});

test("[S-NAV-02] /store is registered as a public page in the sitemap", () => {
  expect(all.some((e) => e.path?.replace(/^\//, "") === "store")).toBe(true);
  expect(publicPages.some((page) => page.path === "/store")).toBe(true);
});
