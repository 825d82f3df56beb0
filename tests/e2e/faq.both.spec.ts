import type { Page } from "@playwright/test";
import { faqItems } from "../../app/content/faq";
import { expect, test } from "./support/fixtures";

const items = (page: Page) => page.locator("details[data-faq-item]");
const openItems = (page: Page) => page.locator("details[data-faq-item][open]");

test.describe("FAQ page (with and without JavaScript)", () => {
  test("[S-FAQ-01] [S-FAQ-02] /faq shows ten questions and answers", async ({ page }) => {
    const response = await page.goto("/faq");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(items(page)).toHaveCount(10);
    await expect(page.locator("details[data-faq-item] > summary")).toHaveText(
      faqItems.map((item) => item.question),
    );
    for (const details of await items(page).all())
      await expect(details).toHaveAttribute("name", "faq");
  });

  test("[S-FAQ-03] only one item is open at a time", async ({ page }) => {
    await page.goto("/faq");
    await expect(openItems(page)).toHaveCount(0);
    const [first, second, third] = faqItems;
    await page.getByText(first!.question, { exact: true }).click();
    await expect(page.getByText(first!.answer)).toBeVisible();
    await expect(openItems(page)).toHaveCount(1);
    await page.getByText(second!.question, { exact: true }).click();
    await expect(page.getByText(second!.answer)).toBeVisible();
    await expect(page.getByText(first!.answer)).toBeHidden();
    await expect(openItems(page)).toHaveCount(1);
    // The keyboard works the same way.
    await page.locator("summary", { hasText: third!.question }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(third!.answer)).toBeVisible();
    await expect(openItems(page)).toHaveCount(1);
  });

  test("[S-FAQ-04] an open item collapses", async ({ page }) => {
    await page.goto("/faq");
    const question = page.getByText(faqItems[3]!.question, { exact: true });
    await question.click();
    await expect(page.getByText(faqItems[3]!.answer)).toBeVisible();
    await question.click();
    await expect(page.getByText(faqItems[3]!.answer)).toBeHidden();
    await expect(openItems(page)).toHaveCount(0);
  });

  for (const [id, topic, pattern] of [
    ["S-FAQ-05", "services", /services/i],
    ["S-FAQ-06", "discovery-call", /\$25 discovery call/],
    ["S-FAQ-07", "business-plans", /SBA-standard/],
    ["S-FAQ-08", "ai-implementation", /implement AI/],
    ["S-FAQ-09", "grants", /grants/],
    ["S-FAQ-10", "branding-timeline", /2 to 4 weeks/],
    ["S-FAQ-11", "ongoing-consulting", /ongoing consulting/],
    ["S-FAQ-12", "pay-later", /Buy Now, Pay Later/],
  ] as const) {
    test(`[${id}] an item covers ${topic}`, async ({ page }) => {
      await page.goto("/faq");
      const item = page.locator(`details#${topic}`);
      await item.locator("summary").click();
      await expect(item).toHaveAttribute("open", "");
      await expect(item).toContainText(pattern);
      await expect(item.locator("p")).toBeVisible();
    });
  }

  test("[S-META-13] the page carries FAQPage structured data for the same ten items", async ({
    page,
  }) => {
    await page.goto("/faq");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (b) => JSON.parse(b),
    );
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(10);
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(
      faqItems.map((i) => i.question),
    );
    expect(faq.mainEntity[0].acceptedAnswer).toEqual({
      "@type": "Answer",
      text: faqItems[0]!.answer,
    });
  });
});
