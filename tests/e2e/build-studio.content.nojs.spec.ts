import type { Page } from "@playwright/test";
import { buildStudioHero } from "../../app/content/build-studio-page";
import { discoveryCall, startupItems } from "../../app/content/catalog";
import { expect, test } from "./support/shared-page";
import { expectSignInToBuy } from "./support/service-page";

const PATH = "/build-studio";

const hero = (page: Page) => page.getByRole("region", { name: buildStudioHero.title });
const needHelp = (page: Page) => page.getByRole("region", { name: /^Need Help/ });
const packages = (page: Page) =>
  page.getByRole("region", { name: "Start-Up Services and Packages" });
const cards = (page: Page) => packages(page).locator("[data-product]");

/** D2 §9 price list, start-up: each price in the card of its item (and its payment plan). */
const priceList = [
  ["S-PRICES-29", "startup-hr-docs", "HR Documents Only", "$175", null],
  ["S-PRICES-30", "startup-llc-filing", "LLC Filing", "$275", null],
  ["S-PRICES-31", "startup-hr-setup", "HR Setup", "$350", null],
  ["S-PRICES-32", "startup-nonprofit", "Non-Profit Incorporation", "$485", null],
  ["S-PRICES-33", "startup-starter", "Starter Package", "$999", null],
  ["S-PRICES-34", "startup-pro", "Pro Package", "$1,500", null],
  ["S-PRICES-35", "startup-premium", "Premium Package", "$2,500", "or 4 equal payments of $625"],
  [
    "S-PRICES-36",
    "startup-business-formation",
    "Business Formation",
    "$699",
    "or 4 payments of $174.75",
  ],
  [
    "S-PRICES-37",
    "startup-social-media-starter",
    "Social Media Starter",
    "$199",
    "or 4 payments of $49.75",
  ],
  ["S-PRICES-38", "startup-landing-page", "Landing Page", "$150", null],
  ["S-PRICES-39", "startup-full-website", "Full Website", "$350", "or 4 payments of $87.50"],
] as const;

/** "$1,500" → 1500. */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));

test.describe("Start-up packages page", () => {
  test("[S-BUILD-01] [S-SVCPAGE-01] served at /build-studio with one h1 and the hero's calls to action", async ({
    pageAt,
    loadedStatus,
  }) => {
    const page = await pageAt(PATH);
    expect(loadedStatus()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(hero(page).getByRole("link", { name: "View Packages" })).toHaveAttribute(
      "href",
      "#packages",
    );
    const call = hero(page).getByRole("link", { name: /^Book a Discovery Call/ });
    await expect(call).toHaveAttribute("href", discoveryCall.url);
    await expect(call).toHaveAttribute("target", "_blank");
  });

  test("[S-SVCPAGE-02] the consultant who builds businesses introduces the page with a play control", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const intro = page.getByRole("region", { name: "Keisha Howard" });
    await expect(intro).toContainText("Building businesses");
    // A button that opens the video dialog with JavaScript, a link to the video file without.
    const play = { name: "Play the introduction video from Keisha Howard" };
    await expect(intro.getByRole("button", play).or(intro.getByRole("link", play))).toBeVisible();
  });

  test("[S-BUILD-02] [S-SVCPAGE-07] a 'Need Help' box offers the $25 Discovery Call on an external scheduling page", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const box = needHelp(page);
    await expect(box.getByRole("heading", { level: 2 })).toHaveText(/^Need Help/);
    await expect(box.locator("[data-price]")).toHaveText("$25");
    const link = box.getByRole("link", { name: /^Book a \$25 Discovery Call/ });
    await expect(link).toHaveAttribute("href", discoveryCall.url);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    // The box comes before the packages.
    const order = await page
      .locator("main section[aria-labelledby]")
      .evaluateAll((sections) => sections.map((s) => s.getAttribute("aria-labelledby")));
    expect(order.indexOf("need-help-title")).toBeLessThan(order.indexOf("startup-packages-title"));
  });

  test("[S-BUILD-03] [S-SVCPAGE-04] the packages are listed by price ascending", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    await expect(cards(page)).toHaveCount(startupItems.length);
    const prices = (await cards(page).locator("[data-price]").allTextContents()).map(dollars);
    expect(prices).toHaveLength(startupItems.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(150);
    expect(prices.at(-1)).toBe(2500);
  });

  test("[S-BUILD-04] Purchase Now opens the package's external link when it has one, otherwise sign-in", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const withUrl = startupItems.filter((item) => item.url);
    expect(withUrl.length).toBeGreaterThan(0);
    for (const item of startupItems) {
      const button = cards(page)
        .and(page.locator(`[data-product="${item.id}"]`))
        .getByRole("link", { name: /^Purchase Now/ });
      if (item.url) {
        await expect(button).toHaveAttribute("href", item.url);
        await expect(button).toHaveAttribute("target", "_blank");
        await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      } else {
        await expectSignInToBuy(button);
        await expect(button).not.toHaveAttribute("target", /./);
      }
    }
  });

  for (const [id, product, title, price, plan] of priceList) {
    test(`[${id}] the ${title} card shows ${price}${plan ? ` (${plan})` : ""}`, async ({ pageAt }) => {
      const page = await pageAt(PATH);
      const card = packages(page).locator(`[data-product="${product}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.locator("[data-price]")).toHaveText(price);
      if (plan) await expect(card.locator("[data-payment-plan]")).toHaveText(plan);
    });
  }

  test("[S-SVCPAGE-05] the page ends with a closing call to action", async ({ pageAt }) => {
    const page = await pageAt(PATH);
    const cta = page.getByRole("region", { name: "Ready to build your business?" });
    await expect(cta.getByRole("link", { name: /^Book a Discovery Call/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(page.locator("main section[aria-labelledby]").last()).toHaveAttribute(
      "aria-labelledby",
      "build-studio-cta-title",
    );
  });
});
