import type { Page } from "@playwright/test";
import { existingPages } from "./support/pages";
import { expect, test } from "./support/shared-page";

async function expectHeadTags(page: Page, status: number, path: string, baseURL?: string) {
  expect(status).toBe(200);
  await expect(page).toHaveTitle(/^.+ \| BTE Consulting$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\w{10,}/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /\w/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new URL(path, baseURL).toString(),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    /BTE Consulting/,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((b) => JSON.parse(b)["@type"]);
  expect(types).toContain("BreadcrumbList");
  expect(types).toContain("ProfessionalService");
}

for (const path of existingPages) {
  const title = `[S-SECURITY-02] [S-META-01] [S-META-02] [S-META-03] [S-META-04] [S-META-05] head tags of ${path}`;
  // The home page is read again below ([S-META-12]): both read the worker's shared page. Every
  // other page is read once here, on a fresh page.
  if (path === "/")
    test(title, async ({ pageAt, loadedStatus, baseURL }) => {
      const page = await pageAt(path);
      await expectHeadTags(page, loadedStatus(), path, baseURL);
    });
  else
    test(title, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      await expectHeadTags(page, response!.status(), path, baseURL);
    });
}

test("[S-META-12] the home page adds Organization structured data", async ({ pageAt }) => {
  const page = await pageAt("/");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (b) => JSON.parse(b),
  );
  expect(blocks.find((b) => b["@type"] === "Organization")).toMatchObject({
    name: "BTE Consulting",
  });
  const business = blocks.find((b) => b["@type"] === "ProfessionalService");
  expect(business.address).toMatchObject({
    addressLocality: "Charlotte",
    addressRegion: "NC",
    addressCountry: "US",
  });
  expect(business.priceRange).toBe("$$");
});

test("/sitemap.xml lists every public page and /robots.txt points to it", async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of existingPages) expect(xml).toContain(`<loc>${new URL(path, baseURL)}</loc>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
