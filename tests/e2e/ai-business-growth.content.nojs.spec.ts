import type { Locator, Page } from "@playwright/test";
import { aiBookNowItems } from "../../app/content/catalog";
import { expect, test } from "./support/shared-page";

const PATH = "/ai-business-growth";
const CATEGORY_IDS = [
  "marketing",
  "customer",
  "accounting",
  "project-management",
  "data-analytics",
  "lead-generation",
];
const PAY_LATER = "All Services qualify for Buy Now, Pay Later for increased affordability";
const TURNAROUND = "Individual services: 4 business days | Packages: 6 business days";

const sections = (page: Page) => page.locator("[data-ai-category]");
const section = (page: Page, id: string) => page.locator(`[data-ai-category="${id}"]`);
const serviceCards = (scope: Locator) => scope.locator("[data-product]:not([data-premium])");
const premiumCards = (scope: Locator) => scope.locator("[data-product][data-premium]");
const priceOf = (page: Page, id: string) =>
  page.locator(`[data-product="${id}"], [data-consultation="${id}"]`).locator("[data-price]");

async function expectNewTab(link: Locator, href?: string | RegExp) {
  await expect(link).toHaveAttribute("href", href ?? /^https:\/\//);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
}

test.describe("AI services page", () => {
  test("[S-AIPAGE-01] served at /ai-business-growth with one h1", async ({
    pageAt,
    loadedStatus,
  }) => {
    const page = await pageAt(PATH);
    expect(loadedStatus()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Grow Your Business with Practical AI",
    );
  });

  test("[S-SVCPAGE-01] [S-AIPAGE-02] the hero's calls to action: the external discovery call and the services area", async ({
    page,
  }) => {
    await page.goto(PATH);
    const hero = page.getByRole("region", { name: "Grow Your Business with Practical AI" });
    await expectNewTab(hero.getByRole("link", { name: /^Book a Discovery Call/ }));
    const explore = hero.getByRole("link", { name: "Explore AI Services" });
    await expect(explore).toHaveAttribute("href", "#ai-powered-business-solutions");
    await expect(page.locator("#ai-powered-business-solutions")).toHaveCount(1);
    await explore.click();
    await expect(page).toHaveURL(/#ai-powered-business-solutions$/);
    await expect(
      page.getByRole("heading", { name: "AI-Powered Business Solutions", level: 2 }),
    ).toBeInViewport();
  });

  test("[S-AIPAGE-02] the anchor #ai-powered-business-solutions opens on the services area", async ({
    page,
  }) => {
    await page.goto(`${PATH}#ai-powered-business-solutions`);
    const area = page.locator("#ai-powered-business-solutions");
    await expect(area).toHaveAttribute("aria-labelledby", "ai-solutions-title");
    await expect(area.getByRole("heading", { level: 2 }).first()).toBeInViewport();
    await expect(area.getByRole("searchbox", { name: "Search AI services" })).toBeVisible();
  });

  test("[S-AIPAGE-04] the quick-jump list links to each category section", async ({ page }) => {
    await page.goto(PATH);
    const jump = page.getByRole("navigation", { name: "Jump to a category" });
    const links = jump.getByRole("link");
    await expect(links).toHaveText([
      "AI Marketing",
      "AI Customer Experience",
      "AI Accounting",
      "AI Project Management",
      "AI Data Analytics",
      "AI Lead Generation",
    ]);
    for (const [i, id] of CATEGORY_IDS.entries())
      await expect(links.nth(i)).toHaveAttribute("href", `#${id}`);
    await jump.getByRole("link", { name: "AI Data Analytics" }).click();
    await expect(page).toHaveURL(/#data-analytics$/);
    await expect(
      page.getByRole("heading", { name: "AI Data Analytics", level: 3 }),
    ).toBeInViewport();
  });

  test("[S-AIPAGE-05] six category sections in the spec's order", async ({ pageAt }) => {
    const page = await pageAt(PATH);
    await expect(sections(page)).toHaveCount(6);
    const ids = await sections(page).evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(CATEGORY_IDS);
    for (const id of CATEGORY_IDS)
      await expect(section(page, id).getByRole("heading", { level: 3 })).toHaveCount(1);
  });

  test("[S-AIPAGE-06] [S-AIPAGE-07] every section shows both banners, word for word", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    for (const id of CATEGORY_IDS) {
      const s = section(page, id);
      await expect(s.getByText(PAY_LATER, { exact: true })).toBeVisible();
      await expect(s.getByText(TURNAROUND, { exact: true })).toBeVisible();
    }
  });

  test("[S-AIPAGE-08] [S-SVCPAGE-07] every section's consultation card has Get Started opening an external page in a new tab", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    for (const id of CATEGORY_IDS) {
      const card = section(page, id).locator("[data-consultation]");
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("heading", { level: 4 })).toContainText("Consultation");
      const getStarted = card.getByRole("link", { name: /^Get Started/ });
      await expectNewTab(getStarted, `https://calendly.com/bteconsulting/ai-${id}-consultation`);
    }
  });

  test("[S-AIPAGE-09] [S-SVCPAGE-04] [S-AIPAGE-10] each section has 2 or 3 service cards with 'Turnaround time: 4 business days' and Book Now", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    for (const id of CATEGORY_IDS) {
      const cards = serviceCards(section(page, id));
      const count = await cards.count();
      expect(count, id).toBeGreaterThanOrEqual(2);
      expect(count, id).toBeLessThanOrEqual(3);
      for (const card of await cards.all()) {
        await expect(card.getByRole("heading", { level: 4 })).toBeVisible();
        await expect(card.locator("[data-price]")).toHaveText(/^\$\d/);
        await expect(card.getByRole("listitem").last()).toHaveText(
          "Turnaround time: 4 business days",
        );
        await expect(card.getByRole("link", { name: /^Book Now/ })).toBeVisible();
      }
    }
  });

  test("[S-AIPAGE-11] [S-AIPAGE-12] each section has one premium package with a highlighted border and 6 business days", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const ordinary = await serviceCards(page.locator("main"))
      .first()
      .evaluate((el) => getComputedStyle(el).borderTopColor);
    for (const id of CATEGORY_IDS) {
      const premium = premiumCards(section(page, id));
      await expect(premium).toHaveCount(1);
      await expect(premium.getByRole("heading", { level: 4 })).toContainText("Premium Package");
      await expect(premium.getByRole("listitem").last()).toHaveText(
        "Turnaround time: 6 business days",
      );
      const border = await premium.evaluate((el) => {
        const style = getComputedStyle(el);
        return { color: style.borderTopColor, width: style.borderTopWidth };
      });
      expect(border.color).not.toBe(ordinary);
      expect(border.color).toBe("rgb(242, 169, 59)");
      expect(border.width).toBe("2px");
    }
  });

  test("[S-PRICES-18] [S-PRICES-19] consultations: marketing $100, every other category $150", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    await expect(priceOf(page, "ai-marketing-consultation")).toHaveText("$100");
    for (const id of CATEGORY_IDS.slice(1))
      await expect(priceOf(page, `ai-${id}-consultation`)).toHaveText("$150");
  });

  const premiumPrices: [string, string, string][] = [
    ["S-PRICES-20", "marketing", "$700"],
    ["S-PRICES-21", "customer", "$700"],
    ["S-PRICES-22", "accounting", "$650"],
    ["S-PRICES-23", "project-management", "$600"],
    ["S-PRICES-24", "data-analytics", "$800"],
    ["S-PRICES-25", "lead-generation", "$800"],
  ];
  for (const [id, category, price] of premiumPrices) {
    test(`[${id}] the ${category} premium package costs ${price}`, async ({ pageAt }) => {
      const page = await pageAt(PATH);
      await expect(premiumCards(section(page, category)).locator("[data-price]")).toHaveText(price);
    });
  }

  test("[S-PRICES-27] [S-PRICES-28] SMS campaigns $200 and social prospecting $450", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const lead = section(page, "lead-generation");
    await expect(lead.locator('[data-product="ai-sms-campaigns"]').getByRole("heading")).toHaveText(
      "AI SMS Campaigns",
    );
    await expect(priceOf(page, "ai-sms-campaigns")).toHaveText("$200");
    await expect(priceOf(page, "ai-social-prospecting")).toHaveText("$450");
  });

  test("[S-PRICES-26] the services carry the Book Now AI list's prices", async ({ pageAt }) => {
    // D2 §9, Book Now "AI for Business": the individual services and their prices.
    const priceList: Record<string, string> = {
      "ai-content-creation": "$200",
      "ai-email-marketing": "$175",
      "ai-social-media": "$150",
      "ai-bookkeeping": "$250",
      "ai-tax-preparation": "$200",
      "ai-dashboard": "$350",
      "ai-predictive-analytics": "$275",
      "ai-crm-data": "$200",
      "ai-customer-support": "$175",
      "ai-engagement": "$150",
      "ai-task-automation": "$225",
      "ai-pm-organization": "$175",
    };
    const services = aiBookNowItems.filter((item) => item.kind === "service");
    expect(services.map((s) => s.id).sort()).toEqual(Object.keys(priceList).sort());
    const page = await pageAt(PATH);
    for (const item of services) {
      const card = page.locator(`[data-product="${item.id}"]`);
      await expect(card, item.id).toHaveCount(1);
      await expect(card.getByRole("heading")).toHaveText(item.title);
      await expect(card.locator("[data-price]")).toHaveText(priceList[item.id]!);
    }
  });

  test("[S-SVCPAGE-05] the page ends with a closing call to action", async ({ pageAt }) => {
    const page = await pageAt(PATH);
    const cta = page.getByRole("region", { name: "Ready to put AI to work in your business?" });
    await expect(cta).toBeVisible();
    await expectNewTab(cta.getByRole("link", { name: /^Book a Discovery Call/ }));
    await expect(cta.getByRole("link", { name: "Compare All AI Services" })).toHaveAttribute(
      "href",
      "/book-now?category=ai",
    );
    // Nothing of the page's own comes after it.
    const last = await page
      .locator("main > *")
      .last()
      .evaluate((el) => el.getAttribute("aria-labelledby"));
    expect(last).toBe("ai-services-cta-title");
  });

  test("[S-SVCPAGE-07] every external link of the page opens in a new tab", async ({ pageAt }) => {
    const page = await pageAt(PATH);
    const external = page.locator('main a[href^="http"]');
    expect(await external.count()).toBeGreaterThanOrEqual(8);
    for (const link of await external.all()) await expectNewTab(link);
  });

  test("[S-SVCPAGE-06] the introduction video is a static MP4 file", async ({
    pageAt,
    request,
  }) => {
    const page = await pageAt(PATH);
    const intro = page.getByRole("region", { name: "Andre Coleman" });
    await expect(intro).toContainText("AI integration and automation");
    const response = await request.get("/videos/team/andre-coleman.mp4");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("video/mp4");
  });
});

test.describe("[S-AIPAGE-03] AI services search", () => {
  test("a labelled search box in a GET form that the server filters", async ({ page }) => {
    await page.goto(PATH);
    const box = page.getByRole("searchbox", { name: "Search AI services" });
    await expect(box).toHaveAttribute("name", "q");
    await expect(box).toHaveAttribute("placeholder", "Search services...");
    const form = page.getByRole("search");
    await expect(form).toHaveAttribute("method", "get");
    await expect(page.locator("[data-search-status]")).toHaveText(
      "Showing all 20 services and packages.",
    );

    await box.fill("tax preparation");
    await box.press("Enter");
    await expect(page).toHaveURL(/\?q=tax\+preparation#ai-powered-business-solutions$/);
    await expect(sections(page)).toHaveCount(1);
    await expect(section(page, "accounting").locator("[data-product]")).toHaveCount(2);
    await expect(page.locator('[data-product="ai-tax-preparation"]')).toBeVisible();
    await expect(page.locator('[data-product="ai-bookkeeping"]')).toHaveCount(0);
    await expect(page.locator("[data-search-status]")).toHaveText(
      "2 services match “tax preparation”.",
    );
    // The quick-jump list only offers what is shown; the section keeps its banners and consultation.
    await expect(
      page.getByRole("navigation", { name: "Jump to a category" }).getByRole("link"),
    ).toHaveText(["AI Accounting"]);
    await expect(section(page, "accounting").getByText(PAY_LATER)).toBeVisible();
    await expect(section(page, "accounting").locator("[data-consultation]")).toHaveCount(1);
  });

  test("a query in the address is filtered in the server's HTML", async ({ page }) => {
    await page.goto(`${PATH}?q=SMS`);
    await expect(page.getByRole("searchbox", { name: "Search AI services" })).toHaveValue("SMS");
    await expect(page.locator("[data-product]")).toHaveCount(2);
    await expect(page.locator('[data-product="ai-sms-campaigns"]')).toBeVisible();
    await expect(page.locator('[data-product="ai-lead-generation-premium"]')).toBeVisible();
  });

  test("no match: a clear message and a way back to every service", async ({ page }) => {
    await page.goto(`${PATH}?q=underwater+basket+weaving`);
    await expect(sections(page)).toHaveCount(0);
    const empty = page.locator("[data-no-results]");
    await expect(empty).toContainText("No services match “underwater basket weaving”.");
    await expect(page.getByRole("navigation", { name: "Jump to a category" })).toHaveCount(0);
    await empty.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/ai-business-growth#ai-powered-business-solutions$/);
    await expect(sections(page)).toHaveCount(6);
    await expect(page.getByRole("searchbox", { name: "Search AI services" })).toHaveValue("");
  });

  test("a search result keeps Clear search beside the count", async ({ page }) => {
    await page.goto(`${PATH}?q=dashboard`);
    await expect(page.locator("[data-search-status]")).toHaveText(/match “dashboard”/);
    await page.getByRole("search").getByRole("link", { name: "Clear search" }).click();
    await expect(sections(page)).toHaveCount(6);
  });
});
