import { stories } from "../../app/content/stories";
import { expect, test } from "./support/fixtures";

test.describe("success stories page", () => {
  test("[S-STORIES-01] served at /success-stories with one h1", async ({ page }) => {
    const response = await page.goto("/success-stories");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Success Stories");
  });

  test("[S-STORIES-02] the stat band", async ({ page }) => {
    await page.goto("/success-stories");
    await expect(page.locator("[data-stat]")).toHaveText([
      "500+Businesses",
      "300%Average growth",
      "98%Satisfaction",
      "7+Years",
    ]);
  });

  test("[S-STORIES-03] three story cards with the story's fields", async ({ page }) => {
    await page.goto("/success-stories");
    const cards = page.locator("[data-story]");
    await expect(cards).toHaveCount(3);
    for (const [i, story] of stories.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(story.business);
      for (const text of [story.name, story.industry, String(story.year), story.testimonial])
        await expect(card).toContainText(text);
      await expect(card.getByRole("listitem")).toHaveText([...story.results]);
      const img = card.getByRole("img", { name: `Portrait of ${story.name}` });
      await expect(img).toHaveAttribute("src", story.image.src);
      await expect(img).toHaveAttribute("width", String(story.image.width));
    }
  });

  test("[S-STORIES-04] [S-STORIES-05] links to /consultations and /services", async ({ page }) => {
    await page.goto("/success-stories");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
      "href",
      "/consultations",
    );
    await expect(main.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute(
      "href",
      "/services",
    );
  });

  test("[S-STORIES-06] [S-STORIES-07] 'Visit Website' when there is a website, else /portfolio", async ({
    page,
  }) => {
    await page.goto("/success-stories");
    const cards = page.locator("[data-story]");
    for (const [i, story] of stories.entries()) {
      const card = cards.nth(i);
      const visit = card.getByRole("link", { name: /^Visit Website/ });
      const portfolio = card.locator("a[href='/portfolio']");
      if (story.website) {
        await expect(visit).toHaveAttribute("href", story.website);
        await expect(visit).toHaveAttribute("target", "_blank");
        await expect(visit).toHaveAttribute("rel", /noopener/);
        await expect(visit).toContainText("Visit Website");
        await expect(portfolio).toHaveCount(0);
      } else {
        await expect(visit).toHaveCount(0);
        await expect(portfolio).toHaveCount(1);
      }
    }
    expect(stories.some((s) => s.website)).toBe(true);
    expect(stories.some((s) => !s.website)).toBe(true);
  });
});
