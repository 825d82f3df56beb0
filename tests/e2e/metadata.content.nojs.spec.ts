import { expect, test } from "./support/fixtures";
import { existingPages } from "./support/pages";

for (const path of existingPages) {
  test(`[S-SECURITY-02] [S-META-01] [S-META-02] [S-META-03] [S-META-04] [S-META-05] head tags of ${path}`, async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
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
  });
}

test("[S-META-12] the home page adds Organization structured data", async ({ page }) => {
  await page.goto("/");
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
  expect(xml).not.toContain("__test");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
