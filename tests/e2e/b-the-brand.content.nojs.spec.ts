import type { Page } from "@playwright/test";
import { brandingHero, brandPortfolio } from "../../app/content/branding-page";
import { brandServices } from "../../app/content/branding-page.server";
import { expect, test } from "./support/shared-page";
import { expectSignInToBuy } from "./support/service-page";

const PATH = "/b-the-brand";

const hero = (page: Page) => page.getByRole("region", { name: brandingHero.title });
const servicesSection = (page: Page) => page.getByRole("region", { name: "Branding Services" });
const gallery = (page: Page) => page.getByRole("region", { name: "Our Portfolio" });
const filters = (page: Page) =>
  page.getByRole("navigation", { name: "Filter projects by service" });
const entries = (page: Page) => gallery(page).locator("[data-portfolio-entry]");

/** D2 §9 price list, branding: each price in the card of its item, with its stated features. */
const priceList = [
  ["S-PRICES-52", "brand-logo", "Logo Design", "$125", ["2 concepts", "3 revisions"]],
  [
    "S-PRICES-53",
    "brand-business-cards",
    "Business Cards",
    "$65",
    ["2 designs", "2 revisions", "100 printed cards"],
  ],
  ["S-PRICES-54", "brand-landing-page", "Landing Page", "$150", []],
  ["S-PRICES-55", "brand-website", "Website Creation", "$350", []],
] as const;

test.describe("Branding page", () => {
  test("[S-BRAND-01] [S-SVCPAGE-01] served at /b-the-brand with one h1 and the hero's two calls to action", async ({
    pageAt,
    loadedStatus,
  }) => {
    const page = await pageAt(PATH);
    expect(loadedStatus()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(hero(page).getByRole("link")).toHaveText([
      /^Schedule Consultation/,
      "View Portfolio",
    ]);
  });

  test("[S-BRAND-02] [S-SVCPAGE-07] 'Schedule Consultation' is an external scheduling link that opens a new tab", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const link = hero(page).getByRole("link", { name: /^Schedule Consultation/ });
    await expect(link).toHaveAttribute("href", brandingHero.consultationUrl);
    await expect(link).toHaveAttribute("href", /^https:\/\/calendly\.com\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("[S-BRAND-03] 'View Portfolio' brings the portfolio gallery into view", async ({ page }) => {
    await page.goto(PATH);
    const heading = gallery(page).getByRole("heading", { level: 2, name: "Our Portfolio" });
    await expect(heading).not.toBeInViewport();
    await hero(page).getByRole("link", { name: "View Portfolio" }).click();
    await expect(page).toHaveURL(/\/b-the-brand#portfolio$/);
    await expect(heading).toBeInViewport();
    await expect(filters(page)).toBeInViewport();
  });

  test("[S-SVCPAGE-02] the branding consultant introduces the page with a play control", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const intro = page.getByRole("region", { name: "Simone Rivers" });
    await expect(intro).toContainText("Branding");
    await expect(intro.getByRole("img", { name: "Simone Rivers" })).toBeVisible();
    // A button that opens the video dialog with JavaScript, a link to the video file without.
    const play = { name: "Play the introduction video from Simone Rivers" };
    await expect(intro.getByRole("button", play).or(intro.getByRole("link", play))).toBeVisible();
  });

  test("[S-BRAND-04] [S-SVCPAGE-04] four service cards with 'Purchase Now'", async ({ pageAt }) => {
    const page = await pageAt(PATH);
    const cards = servicesSection(page).locator("[data-product]");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Logo Design",
      "Business Cards",
      "Landing Page",
      "Website Creation",
    ]);
    for (const card of await cards.all()) {
      await expectSignInToBuy(card.getByRole("link", { name: /^Purchase Now/ }));
      await expect(card).toContainText("Turnaround time: 4 business days");
    }
  });

  for (const [id, product, title, price, features] of priceList) {
    test(`[${id}] the ${title} card shows ${price}${features.length ? ` with ${features.join(", ")}` : ""}`, async ({
      pageAt,
    }) => {
      const page = await pageAt(PATH);
      const card = servicesSection(page).locator(`[data-product="${product}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.locator("[data-price]")).toHaveText(price);
      const included = card.getByRole("list", { name: `${title}: what is included` });
      for (const feature of features)
        await expect(included.getByRole("listitem").filter({ hasText: feature })).toHaveText(
          feature,
        );
    });
  }

  test("[S-BRAND-06] [S-BRAND-05] the gallery shows all 23 entries under 'All Projects' by default", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    await expect(filters(page).getByRole("link")).toHaveText([
      "All Projects",
      ...brandServices.map((service) => service.label),
    ]);
    await expect(filters(page).locator("[aria-current]")).toHaveText("All Projects");
    await expect(entries(page)).toHaveCount(23);
    await expect(gallery(page).getByRole("status")).toHaveText("Showing all 23 projects");
    await expect(entries(page).getByRole("heading", { level: 3 })).toHaveText(
      brandPortfolio.map((entry) => entry.title),
    );
    for (const image of await entries(page).getByRole("img").all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", "600");
      await expect(image).toHaveAttribute("height", "400");
    }
  });

  test("[S-BRAND-05] each service filter is a link that shows only that service's projects", async ({
    page,
  }) => {
    await page.goto(PATH);
    for (const service of brandServices) {
      const expected = brandPortfolio.filter((entry) => entry.service === service.id);
      await filters(page).getByRole("link", { name: service.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/b-the-brand\\?service=${service.id}#portfolio$`));
      await expect(filters(page).locator("[aria-current]")).toHaveText(service.label);
      await expect(entries(page)).toHaveCount(expected.length);
      await expect(entries(page).getByRole("heading", { level: 3 })).toHaveText(
        expected.map((entry) => entry.title),
      );
      await expect(entries(page).filter({ hasText: service.label })).toHaveCount(expected.length);
      await expect(gallery(page).getByRole("status")).toHaveText(
        `Showing ${expected.length} of 23 projects: ${service.label}`,
      );
      await expect(gallery(page).getByRole("heading", { name: "Our Portfolio" })).toBeInViewport();
    }
    await filters(page).getByRole("link", { name: "All Projects" }).click();
    await expect(page).toHaveURL(/\/b-the-brand#portfolio$/);
    await expect(filters(page).locator("[aria-current]")).toHaveText("All Projects");
    await expect(entries(page)).toHaveCount(23);
  });

  test("[S-BRAND-05] a filter can be opened from its address; an unknown service shows all projects", async ({
    page,
  }) => {
    await page.goto(`${PATH}?service=business-cards`);
    await expect(filters(page).locator("[aria-current]")).toHaveText("Business Cards");
    await expect(entries(page)).toHaveCount(
      brandPortfolio.filter((entry) => entry.service === "business-cards").length,
    );
    const response = await page.goto(`${PATH}?service=pitch-decks`);
    expect(response!.status()).toBe(200);
    await expect(filters(page).locator("[aria-current]")).toHaveText("All Projects");
    await expect(entries(page)).toHaveCount(23);
  });

  test("[S-BRAND-04] Purchase Now sends a signed-out visitor to sign in and back to the same filter", async ({
    page,
  }) => {
    await page.goto(`${PATH}?service=logo-design`);
    await expectSignInToBuy(
      servicesSection(page)
        .locator('[data-product="brand-logo"]')
        .getByRole("link", { name: /^Purchase Now/ }),
    );
  });

  test("[S-SVCPAGE-05] the page ends with a closing call to action", async ({ pageAt }) => {
    const page = await pageAt(PATH);
    const cta = page.getByRole("region", { name: "Ready to B The Brand?" });
    await expect(cta.getByRole("link", { name: /^Schedule Consultation/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(cta.getByRole("link", { name: "Explore All Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    // Nothing but the footer comes after it.
    await expect(page.locator("main section[aria-labelledby]").last()).toHaveAttribute(
      "aria-labelledby",
      "brand-cta-title",
    );
  });
});
