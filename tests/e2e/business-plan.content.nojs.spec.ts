import type { Page } from "@playwright/test";
import { businessPlanConsultation } from "../../app/content/catalog";
import { expect, test } from "./support/shared-page";
import { expectSignInToBuy } from "./support/service-page";

const PATH = "/business-plan";

const factory = (page: Page) => page.getByRole("region", { name: "Business Plan Factory" });
const planCards = (page: Page) => factory(page).locator("[data-plan]");
const projections = (page: Page) => page.getByRole("region", { name: "Financial Projections" });

/** D2 §9 price list: each price in the card of its item. */
const priceList = [
  ["S-PRICES-40", "projections-1-year", "1-Year Financial Projections", "$125"],
  ["S-PRICES-41", "projections-3-years", "3-Year Financial Projections", "$275"],
  ["S-PRICES-42", "projections-5-years", "5-Year Financial Projections", "$350"],
  ["S-PRICES-43", "plan-revamp", "Business Plan Revamp", "$200"],
  ["S-PRICES-44", "plan-organizational", "Organizational Business Plan", "$300"],
  ["S-PRICES-45", "plan-funding", "Funding Business Plan", "$400"],
  ["S-PRICES-46", "plan-nonprofit", "Non-Profit Business Plan", "$400"],
  ["S-PRICES-47", "plan-real-estate", "Real Estate Business Plan", "$400"],
] as const;

test.describe("Business plans page", () => {
  test("[S-PLANS-01] [S-SVCPAGE-01] served at /business-plan with a hero and its calls to action", async ({
    pageAt,
    loadedStatus,
  }) => {
    const page = await pageAt(PATH);
    expect(loadedStatus()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const hero = page.getByRole("region", { name: /^Business Plans That Lenders/ });
    await expect(hero.getByRole("link", { name: "View Business Plans" })).toHaveAttribute(
      "href",
      "#business-plan-factory",
    );
    await expect(hero.getByRole("link", { name: "Financial Projections" })).toHaveAttribute(
      "href",
      "#financial-projections",
    );
  });

  test("[S-PLANS-02] the anchor #business-plan-factory lands on the Business Plan Factory", async ({
    page,
  }) => {
    await page.goto(`${PATH}#business-plan-factory`);
    const section = page.locator("#business-plan-factory");
    await expect(section).toHaveCount(1);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Business Plan Factory");
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("[S-PLANS-03] [S-PLANS-05] [S-PLANS-06] [S-PLANS-07] [S-PLANS-16] the factory: SBA-standard plans, reviews, experience, payment plans, track record", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const section = factory(page);
    await expect(section).toContainText("SBA-standard plans");
    await expect(section).toContainText("more than 125 five-star reviews");
    await expect(section).toContainText("For 14 years");
    await expect(section).toContainText("over 125 business plans");
    await expect(section).toContainText("Payment plans available");
    await expect(section.getByRole("list", { name: "Our track record" }).locator("li")).toHaveText([
      "125+Five-star reviews",
      "14Years of experience",
      "125+Business plans written",
    ]);
  });

  test("[S-PLANS-04] [S-SVCPAGE-07] the factory's $25 consultation link opens the booking page in a new tab", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const link = factory(page).getByRole("link", { name: /^Book a \$25 Consultation/ });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", businessPlanConsultation.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(factory(page)).toContainText("$25 Business Plan Consultation");
  });

  test("[S-PLANS-08] [S-SVCPAGE-04] [S-PLANS-14] [S-PLANS-15] five plan cards: the revamp in 3 business days, the others in 7", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const cards = planCards(page);
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole("heading", { level: 4 })).toHaveText([
      "Business Plan Revamp",
      "Organizational Business Plan",
      "Funding Business Plan",
      "Non-Profit Business Plan",
      "Real Estate Business Plan",
    ]);
    await expect(cards.locator("[data-turnaround]")).toHaveText([
      "Turnaround time: 3 business days",
      "Turnaround time: 7 business days",
      "Turnaround time: 7 business days",
      "Turnaround time: 7 business days",
      "Turnaround time: 7 business days",
    ]);
    await expect(cards.locator("[data-payment-plan]")).toHaveText([
      "or 4 payments of $50",
      "or 4 payments of $75",
      "or 4 payments of $100",
      "or 4 payments of $100",
      "or 4 payments of $100",
    ]);
  });

  test("[S-PLANS-09] each plan card has a collapsible What's Included list, closed at first", async ({
    page,
  }) => {
    await page.goto(PATH);
    const cards = planCards(page);
    for (let i = 0; i < 5; i++) {
      const card = cards.nth(i);
      const summary = card.locator("details > summary");
      await expect(summary).toHaveText("What's Included");
      const list = card.getByRole("list", { name: /^What's included in the / });
      await expect(list).toBeHidden();
      await summary.click();
      await expect(list).toBeVisible();
      await expect(list.locator("li").first()).toBeVisible();
      await summary.click();
      await expect(list).toBeHidden();
    }
  });

  test("[S-PLANS-10] each What's Included list opens and closes independently of the others", async ({
    page,
  }) => {
    await page.goto(PATH);
    const cards = planCards(page);
    const details = cards.locator("details");
    const openStates = () => details.evaluateAll((els) => els.map((el) => el.hasAttribute("open")));

    await cards.nth(0).locator("summary").click();
    await expect.poll(openStates).toEqual([true, false, false, false, false]);
    await cards.nth(2).locator("summary").click();
    await expect.poll(openStates).toEqual([true, false, true, false, false]);
    await cards.nth(4).locator("summary").click();
    await expect.poll(openStates).toEqual([true, false, true, false, true]);
    // Closing one leaves the others as they were.
    await cards.nth(0).locator("summary").click();
    await expect.poll(openStates).toEqual([false, false, true, false, true]);
    await expect(
      cards.nth(2).getByRole("list", { name: "What's included in the Funding Business Plan" }),
    ).toContainText("Funding request and use of funds");
  });

  test("[S-PLANS-11] [S-PLANS-13] financial projections: 1, 3 and 5 years, each in 5 business days", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const section = projections(page);
    await expect(section).toHaveAttribute("id", "financial-projections");
    const cards = section.locator("[data-plan]");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "1-Year Financial Projections",
      "3-Year Financial Projections",
      "5-Year Financial Projections",
    ]);
    await expect(cards.locator("[data-turnaround]")).toHaveText(
      Array(3).fill("Turnaround time: 5 business days"),
    );
    await expect(cards.locator("summary")).toHaveText(Array(3).fill("What's Included"));
  });

  for (const [id, product, title, price] of priceList) {
    test(`[${id}] ${title} shows ${price} in its card`, async ({ pageAt }) => {
      const page = await pageAt(PATH);
      const card = page.locator(`[data-plan="${product}"]`);
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("heading")).toHaveText(title);
      await expect(card.locator("[data-price]")).toHaveText(price);
    });
  }

  test("[S-PLANS-08] Purchase Now on every card is the in-site purchase: signed out, a link to sign in and back", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const buttons = page.locator("[data-plan]").getByRole("link", { name: /^Purchase Now/ });
    await expect(buttons).toHaveCount(8);
    for (const button of await buttons.all()) {
      await expectSignInToBuy(button);
      await expect(button).not.toHaveAttribute("target", /./);
    }
  });

  test("[S-SVCPAGE-05] [S-SVCPAGE-07] the page ends with a closing call to action; every external link opens a new tab", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const lastSection = page.locator("main > section").last();
    await expect(lastSection).toHaveAccessibleName("Ready to put your plan on paper?");
    await expect(
      lastSection.getByRole("link", { name: /^Talk to a Business Plan Consultant/ }),
    ).toHaveAttribute("href", businessPlanConsultation.url);
    await expect(lastSection.getByRole("link", { name: "Explore Consultations" })).toHaveAttribute(
      "href",
      "/consultations",
    );
    const external = page.locator("main a[href^='http']");
    expect(await external.count()).toBeGreaterThanOrEqual(2);
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
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual(
      priceList
        .slice(3)
        .concat(priceList.slice(0, 3))
        .map(([, , title, price]) => [title, `${price.slice(1)}.00`]),
    );
  });
});
