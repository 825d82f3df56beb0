import type { Page } from "@playwright/test";
import { grantConsultation } from "../../app/content/catalog";
import { grantServices } from "../../app/content/grant-services-page";
import { grantOffers } from "../../app/content/grant-services-page.server";
import { expect, test } from "./support/shared-page";
import { expectSignInToBuy } from "./support/service-page";

const PATH = "/grant-services";

const packageCards = (page: Page) =>
  page.getByRole("region", { name: "Grant Research Packages" }).locator("[data-grant-package]");
const gClubCard = (page: Page) => page.locator('[data-product="grant-g-club-plus"]');

/** D2 §9 price list and the pay-in-four text (a quarter of the price, to the cent: ADR 34). */
const priceList = [
  ["S-PRICES-48", "grant-research-3", "Grant Research: 3 Opportunities", "$45", "$11.25"],
  ["S-PRICES-49", "grant-research-6", "Grant Research: 6 Opportunities", "$85", "$21.25"],
  ["S-PRICES-50", "grant-research-10", "Grant Research: 10 Opportunities", "$145", "$36.25"],
  ["S-PRICES-51", "grant-completion", "Grant Completion", "$75", "$18.75"],
] as const;

test.describe("Grant services page", () => {
  test("[S-GRANTS-01] [S-SVCPAGE-01] served at /grant-services with a hero and its calls to action", async ({
    pageAt,
    loadedStatus,
  }) => {
    const page = await pageAt(PATH);
    expect(loadedStatus()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const hero = page.getByRole("region", { name: /^Find the Grants You Qualify For/ });
    await expect(hero.getByRole("link", { name: "Explore Grant Packages" })).toHaveAttribute(
      "href",
      "#grant-packages",
    );
    await expect(hero.getByRole("link", { name: "See G Club+ Membership" })).toHaveAttribute(
      "href",
      "#g-club",
    );
  });

  test("[S-GRANTS-02] the page states that the highest grant secured is $65,000", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const section = page.getByRole("region", { name: "Why Choose Us for Grants" });
    await expect(section).toContainText(
      "The highest grant we have secured for a client is $65,000.",
    );
    await expect(section).toContainText("$65,000Highest grant secured");
  });

  test("[S-GRANTS-03] the why-choose list names its five reasons", async ({ pageAt }) => {
    const page = await pageAt(PATH);
    const list = page.getByRole("list", { name: "Why choose us" });
    await expect(list.locator("li strong")).toHaveText([
      "Transparent pricing",
      "Payment plans",
      "7 business day turnaround",
      "Industry research",
      "Ongoing support",
    ]);
  });

  test("[S-GRANTS-04] [S-SVCPAGE-07] 'Book $25 Grant Consultation' opens the booking page in a new tab", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const link = page.getByRole("link", { name: /^Book \$25 Grant Consultation/ });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(/^Book \$25 Grant Consultation/);
    await expect(link).toHaveAttribute("href", grantConsultation.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("[S-GRANTS-05] [S-GRANTS-06] [S-GRANTS-07] [S-GRANTS-08] the G Club+ membership card: $150 a month, credits and applications", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const section = page.getByRole("region", { name: "G Club+: Grants on a Monthly Plan" });
    await expect(section).toHaveAttribute("id", "g-club");
    const card = gClubCard(page);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText("G Club+ Membership");
    await expect(card.locator("[data-price]")).toHaveText("$150");
    await expect(card).toContainText("$150/month");
    await expect(card).toContainText("Each month of payment equals 1 credit");
    await expect(card).toContainText("Every 2 credits equal 1 grant application");
    await expect(section.getByRole("listitem")).toContainText([
      "Your membership is $150 a month.",
      "Each month of payment equals 1 credit.",
      "Every 2 credits equal 1 grant application.",
    ]);
    // The membership is bought in the site: signed out, the button leads to sign in and back.
    const join = card.getByRole("link", { name: /^Join G Club\+/ });
    await expectSignInToBuy(join);
    await expect(join).not.toHaveAttribute("target", /./);
  });

  test("[S-GRANTS-09] the Grant Research and Grant Writing cards each have 'Schedule Consultation'", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const cards = page.locator("[data-grant-service]");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Grant Research",
      "Grant Writing",
    ]);
    for (const [i, service] of grantServices.entries()) {
      const link = cards.nth(i).getByRole("link", { name: /^Schedule Consultation/ });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", service.scheduleUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("[S-GRANTS-10] [S-SVCPAGE-04] each research package's Purchase Now opens its external payment page in a new tab", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const cards = packageCards(page);
    await expect(cards).toHaveCount(4);
    for (const [i, item] of grantOffers.packages.entries()) {
      const link = cards.nth(i).getByRole("link", { name: /^Purchase Now/ });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", item.url!);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(cards).toContainText(Array(4).fill("Turnaround time: 7 business days"));
  });

  test("[S-GRANTS-12] pay-in-four shows a quarter of the price, to the cent", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    await expect(packageCards(page).locator("[data-pay-in-four]")).toHaveText(
      priceList.map(([, , , , quarter]) => `Pay-in-four: 4 payments of ${quarter}`),
    );
  });

  for (const [id, product, title, price, quarter] of priceList) {
    test(`[${id}] ${title} shows ${price} in its card`, async ({ pageAt }) => {
      const page = await pageAt(PATH);
      const card = page.locator(`[data-grant-package="${product}"]`);
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(card.locator("[data-price]")).toHaveText(price);
      await expect(card.locator("[data-pay-in-four]")).toContainText(quarter);
    });
  }

  test("[S-SVCPAGE-05] [S-SVCPAGE-07] the page ends with a closing call to action; every external link opens a new tab", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const lastSection = page.locator("main > section").last();
    await expect(lastSection).toHaveAccessibleName("Your next grant starts with one conversation");
    await expect(
      lastSection.getByRole("link", { name: /^Talk to a Grant Specialist/ }),
    ).toHaveAttribute("href", grantConsultation.url);
    const external = page.locator("main a[href^='http']");
    expect(await external.count()).toBeGreaterThanOrEqual(8);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the page describes its offers as structured data with the catalogue's prices", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    );
    const service = blocks.find((block) => block["@type"] === "Service");
    const offers = service.hasOfferCatalog.itemListElement as { name: string; price: string }[];
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      ...priceList.map(([, , title, price]) => [title, `${price.slice(1)}.00`]),
      ["G Club+ Membership", "150.00"],
    ]);
  });
});
