import { benefits, programs, successQuotes } from "../../app/content/academy";
import { academyPath, site } from "../../app/content/site";
import { expect, test } from "./support/fixtures";

test.describe("AI Academy page", () => {
  test("[S-ACADEMY-01] served at /bte-ai-academy with one h1", async ({ page }) => {
    expect(academyPath).toBe("/bte-ai-academy");
    const response = await page.goto("/bte-ai-academy");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("BTE AI Academy");
  });

  test("[S-ACADEMY-02] two programs: AI for Job Readiness and AI for Business", async ({
    page,
  }) => {
    await page.goto(academyPath);
    const section = page.locator("#programs");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "AI for Job Readiness",
      "AI for Business",
    ]);
    for (const program of programs)
      await expect(section.locator(`[data-program="${program.slug}"] li`)).toHaveCount(
        program.outcomes.length,
      );
    await expect(page.getByRole("link", { name: "Explore the Programs" })).toHaveAttribute(
      "href",
      "#programs",
    );
  });

  test("[S-ACADEMY-03] overview, statistics, benefits grid, success quotes, location and pricing", async ({
    page,
  }) => {
    await page.goto(academyPath);
    const overview = page.getByRole("region", { name: "Program overview", exact: true });
    await expect(overview.getByRole("listitem")).toHaveCount(4);
    await expect(
      page.getByRole("region", { name: "The academy at a glance" }).locator("[data-stat]"),
    ).toHaveCount(4);
    const benefitsGrid = page.getByRole("region", { name: "Why learn with us" });
    await expect(benefitsGrid.getByRole("heading", { level: 3 })).toHaveText(
      benefits.map((b) => b.title),
    );
    const quotes = page.locator("[data-academy-quote]");
    await expect(quotes).toHaveCount(successQuotes.length);
    for (const quote of await quotes.all()) {
      await expect(quote.locator("blockquote")).not.toBeEmpty();
      await expect(quote.locator("cite")).not.toBeEmpty();
    }
    const location = page.getByRole("region", { name: /^Location/ });
    await expect(location.getByRole("heading")).toHaveText("Location: Charlotte, NC");
    await expect(location.getByRole("img")).toHaveAttribute("alt", /Charlotte/);
    const pricing = page.getByRole("region", { name: "Pricing" });
    await expect(pricing).toContainText("charged for 15");
  });

  test("[S-ACADEMY-18] [S-ACADEMY-19] [S-ACADEMY-20] 72 hours, a 4- or 8-week program, 2-month cohorts of up to 20 people with 15 charged", async ({
    page,
  }) => {
    await page.goto(academyPath);
    const stats = page
      .getByRole("region", { name: "The academy at a glance" })
      .locator("[data-stat]");
    await expect(stats).toHaveText([
      "72 Hours of training",
      "4 or 8 Week program",
      "2-month Cohorts",
      "Up to 20 People per cohort, 15 charged",
    ]);
    await expect(page.getByRole("region", { name: "Program overview", exact: true })).toContainText(
      "72 hours of live, instructor-led training, taken as a 4-week intensive (18 hours a week) or over 8 weeks (9 hours a week) within a 2-month cohort.",
    );
    await expect(page.getByRole("region", { name: "Pricing" })).toContainText(
      "each 2-month cohort seats up to 20 people and is charged for 15",
    );
    await expect(page.getByRole("region", { name: "Pricing" })).toContainText(
      "20 seats for the price of 15",
    );
  });

  test("the interest-form section says how to get the program overview", async ({ page }) => {
    await page.goto(academyPath);
    const section = page.locator("section#interest-form");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Get the Program Overview");
    await expect(section).toContainText("Program Interest Form");
    await expect(section).toContainText("program overview (PDF)");
    await expect(section.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.e164}`,
    );
    await expect(
      page.getByRole("link", { name: "Get the Program Overview", exact: true }),
    ).toHaveAttribute("href", "#interest-form");
  });
});
