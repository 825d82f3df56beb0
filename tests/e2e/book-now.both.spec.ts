import type { Page } from "@playwright/test";
import { bookNowCategories } from "../../app/content/catalog";
import { formatMoney } from "../../app/utils/money";
import { expect, test } from "./support/fixtures";

const cards = (page: Page) => page.locator("main [data-product]");
const tabs = (page: Page) => page.getByRole("navigation", { name: "Service categories" });

test.describe("Book Now (with and without JavaScript)", () => {
  test("[S-BOOKNOW-02] [S-BOOKNOW-04] [S-BOOKNOW-06] five tabs, AI for Business first and selected by default", async ({
    page,
  }) => {
    const response = await page.goto("/book-now");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("searchbox", { name: "Search services" })).toHaveAttribute(
      "placeholder",
      "Search services...",
    );
    await expect(tabs(page).getByRole("link")).toHaveText([
      "AI for Business",
      "Build Your Biz Studio",
      "Grant Services",
      "Business Plans",
      "Branding Services",
    ]);
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveText("AI for Business");
    const ai = bookNowCategories.find((tab) => tab.id === "ai")!;
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
      ai.items.map((item) => item.title),
    );
  });

  test("[S-BOOKNOW-01] [S-BOOKNOW-05] the tab comes from ?category= and each tab link opens its own", async ({
    page,
  }) => {
    await page.goto("/book-now?category=brand");
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveText("Branding Services");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText([
      "Logo Design",
      "Business Cards",
      "Landing Page",
      "Website Creation",
    ]);
    await tabs(page).getByRole("link", { name: "Grant Services" }).click();
    await expect(page).toHaveURL(/\?category=grant$/);
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveText("Grant Services");
    await expect(cards(page).first()).toContainText("Grant Research: 3 Opportunities");
    await page.goto("/book-now?category=nonsense");
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveText("AI for Business");
  });

  test("[S-BOOKNOW-07] every card: icon, title, description, price, payment plan where due, features, 'Purchase Now'", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const tab of bookNowCategories) {
      await page.goto(`/book-now?category=${tab.id}`);
      await expect(cards(page)).toHaveCount(tab.items.length);
      for (const item of tab.items) {
        const card = page.locator(`main [data-product="${item.id}"]`);
        await expect(card.locator("svg").first()).toBeVisible();
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.title);
        await expect(card).toContainText(item.description);
        await expect(card.locator("[data-price]")).toHaveText(formatMoney(item.priceCents));
        for (const feature of item.features) await expect(card).toContainText(feature);
        await expect(card.getByRole("link", { name: /^Purchase Now/ })).toBeVisible();
      }
    }
    await page.goto("/book-now?category=ai");
    await expect(
      page.locator('[data-product="ai-content-genius-pro"] [data-payment-plan]'),
    ).toHaveText("or 4 payments of $375");
    await expect(page.locator('[data-product="ai-social-media"] [data-payment-plan]')).toHaveCount(
      0,
    );
  });

  test("[S-BOOKNOW-03] a search shows one flat list of matches across every category, without tabs", async ({
    page,
  }) => {
    await page.goto("/book-now?category=ai");
    const search = page.getByRole("searchbox", { name: "Search services" });
    await search.fill("landing page");
    await search.press("Enter");
    await expect(page).toHaveURL(/q=landing\+page/);
    await expect(
      page.getByRole("heading", { level: 2, name: 'Results for "landing page"' }),
    ).toBeVisible();
    await expect(tabs(page)).toHaveCount(0);
    const ids = await cards(page).evaluateAll((els) =>
      els.map((el) => el.getAttribute("data-product")),
    );
    expect(ids).toEqual(expect.arrayContaining(["startup-landing-page", "brand-landing-page"]));
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      `${ids.length} services found`,
    );

    await page.goto("/book-now?q=zzzz-nothing");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("No services match your search.")).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveText("AI for Business");
  });

  test("[S-BOOKNOW-08] [S-SVCPAGE-07] a card with an external link opens it in a new tab", async ({
    page,
  }) => {
    await page.goto("/book-now?category=build");
    const link = page
      .locator('[data-product="startup-starter"]')
      .getByRole("link", { name: /^Purchase Now/ });
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("a malformed or huge query is a 200 with no results, never an error", async ({ page }) => {
    const response = await page.goto(`/book-now?q=${"%25".repeat(3000)}&category=<script>`);
    expect(response!.status()).toBe(200);
    await expect(page.getByText("No services match your search.")).toBeVisible();
  });
});
