import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { viewports } from "./support/pages";

// A valid 1 × 1 PNG, so the uploaded image really loads.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const image = { name: "my-new-logo.png", mimeType: "image/png", buffer: png };

const tabs = (page: Page) => page.getByRole("navigation", { name: "Portfolio categories" });
const gallery = (page: Page, label: string) => page.getByRole("list", { name: `${label} work` });
const uploadInput = (page: Page) => page.getByLabel("Upload Work");

test.describe("portfolio", () => {
  test("[S-PORTFOLIO-01] [S-PORTFOLIO-02] /portfolio shows the five category tabs, the first selected", async ({
    page,
  }) => {
    const response = await page.goto("/portfolio");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
    const links = tabs(page).getByRole("link");
    await expect(links).toHaveText([
      "Logo Design",
      "Business Cards",
      "Landing Pages",
      "Pitch Decks",
      "Websites",
    ]);
    await expect(links.first()).toHaveAttribute("href", "/portfolio?category=logo-design");
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveText("Logo Design");
    await expect(page.getByRole("heading", { level: 2, name: "Logo Design" })).toBeVisible();
    await expect(gallery(page, "Logo Design").getByRole("listitem")).toHaveCount(3);
    for (const img of await gallery(page, "Logo Design").getByRole("img").all()) {
      await expect(img).toHaveAttribute("width", "600");
      await expect(img).toHaveAttribute("height", "400");
      await expect(img).toHaveAttribute("alt", /Logo design for /);
    }
  });

  test("[S-PORTFOLIO-02] each tab shows its own work, without scrolling to the top", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await expect(uploadInput(page)).toBeAttached(); // hydrated
    for (const [label, slug, sample] of [
      ["Business Cards", "business-cards", "Elevate Realty Group"],
      ["Landing Pages", "landing-pages", "Mindful Money Workshop"],
      ["Pitch Decks", "pitch-decks", "NovaCare Home Health"],
      ["Websites", "websites", "Plaza Midwood Bakery"],
      ["Logo Design", "logo-design", "Queen City Roasters"],
    ] as const) {
      await tabs(page).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/portfolio\\?category=${slug}$`));
      await expect(tabs(page).locator('[aria-current="page"]')).toHaveText(label);
      await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
      await expect(gallery(page, label).getByRole("heading", { name: sample })).toBeVisible();
      await expect(gallery(page, label).getByRole("listitem")).toHaveCount(3);
    }
  });

  test("[S-PORTFOLIO-03] Upload Work is a labelled file input that accepts images only", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const input = uploadInput(page);
    await expect(input).toHaveAttribute("type", "file");
    await expect(input).toHaveAttribute("accept", "image/*");
    await expect(page.locator("label", { hasText: "Upload Work" })).toBeVisible();
  });

  test("[S-PORTFOLIO-03] a file that is not an image is refused with an inline alert", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await uploadInput(page).setInputFiles({
      name: "price-list.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await expect(page.getByRole("alert").filter({ hasText: "Only image files" })).toHaveText(
      "Only image files can be added. Please choose a JPG, PNG, GIF, WebP or SVG file.",
    );
    await expect(uploadInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("New Project")).toHaveCount(0);
    await expect(gallery(page, "Logo Design").getByRole("listitem")).toHaveCount(3);

    // A valid image afterwards clears the message.
    await uploadInput(page).setInputFiles(image);
    await expect(gallery(page, "Logo Design").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("alert").filter({ hasText: "Only image files" })).toHaveCount(0);
  });

  test("[S-PORTFOLIO-04] [S-PORTFOLIO-05] an uploaded image is added as New Project under the selected tab only", async ({
    page,
  }) => {
    await page.goto("/portfolio?category=landing-pages");
    await uploadInput(page).setInputFiles(image);
    const list = gallery(page, "Landing Pages");
    await expect(list.getByRole("listitem")).toHaveCount(4);
    const item = list.getByRole("listitem").first();
    await expect(item.getByRole("heading", { name: "New Project" })).toBeVisible();
    await expect(item).toContainText("Added by you");
    await expect(item).toContainText("my-new-logo.png");
    const img = item.getByRole("img");
    await expect(img).toHaveAttribute("src", /^blob:/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByRole("status").filter({ hasText: "added" })).toHaveText(
      "New Project added to Landing Pages.",
    );

    // Not under another tab; still there when coming back.
    await tabs(page).getByRole("link", { name: "Websites" }).click();
    await expect(gallery(page, "Websites").getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "New Project" })).toHaveCount(0);
    await tabs(page).getByRole("link", { name: "Landing Pages" }).click();
    await expect(
      gallery(page, "Landing Pages").getByRole("heading", { name: "New Project" }),
    ).toBeVisible();

    // The visitor can take it away again.
    await gallery(page, "Landing Pages")
      .getByRole("button", { name: "Remove New Project" })
      .click();
    await expect(gallery(page, "Landing Pages").getByRole("listitem")).toHaveCount(3);
  });

  test("[S-PORTFOLIO-06] uploading sends nothing anywhere", async ({ page }) => {
    await page.goto("/portfolio?category=pitch-decks");
    await expect(uploadInput(page)).toBeAttached();
    await page.waitForLoadState("networkidle");
    // Anything that could carry the file: a request with a body, or any request off this site.
    // (Same-site GETs carry nothing; Remix fetches its route manifest that way when it likes.)
    const origin = new URL(page.url()).origin;
    const sent: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (/^(blob|data):/.test(url)) return;
      if (request.method() !== "GET" || request.postData() || new URL(url).origin !== origin)
        sent.push(`${request.method()} ${url}`);
    });
    await uploadInput(page).setInputFiles(image);
    await uploadInput(page).setInputFiles({ ...image, name: "second.png" });
    const items = gallery(page, "Pitch Decks").getByRole("heading", { name: "New Project" });
    await expect(items).toHaveCount(2);
    for (const img of await gallery(page, "Pitch Decks").locator("img[src^='blob:']").all())
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  });

  test("[S-PORTFOLIO-06] the image's object URL is revoked when the visitor leaves the page", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const revoked: string[] = [];
      const revoke = URL.revokeObjectURL.bind(URL);
      URL.revokeObjectURL = (url: string) => {
        revoked.push(url);
        revoke(url);
      };
      Object.assign(window, { revokedUrls: revoked });
    });
    const revoked = () =>
      page.evaluate(() => (window as unknown as { revokedUrls: string[] }).revokedUrls);
    await page.setViewportSize(viewports.desktop);
    await page.goto("/portfolio");
    await uploadInput(page).setInputFiles(image);
    const src = await gallery(page, "Logo Design").locator("img[src^='blob:']").getAttribute("src");
    expect(src).toMatch(/^blob:/);
    expect(await revoked()).not.toContain(src);
    // Switching tabs keeps the upload (same page).
    await tabs(page).getByRole("link", { name: "Websites" }).click();
    await expect(page).toHaveURL(/category=websites$/);
    expect(await revoked()).not.toContain(src);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(revoked).toContain(src);
  });

  test("[S-PORTFOLIO-01] the page fits a phone screen", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/portfolio");
    await expect(uploadInput(page)).toBeAttached();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const link of await tabs(page).getByRole("link").all()) {
      const box = await link.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
  });
});
