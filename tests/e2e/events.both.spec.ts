import { eventDefinitions, eventTimeZone } from "../../app/content/events";
import { upcomingEvents } from "../../app/utils/event-dates";
import { expect, test } from "./support/fixtures";

const expected = () => upcomingEvents(eventDefinitions, new Date(), eventTimeZone);

test.describe("events page (with and without JavaScript)", () => {
  test("[S-EVENTS-01] /events is served", async ({ page }) => {
    const response = await page.goto("/events");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("[S-EVENTS-02] every event shows an image, a date or recurring text, a title and a description", async ({
    page,
  }) => {
    await page.goto("/events");
    const cards = page.locator("article[data-event]");
    const events = expected();
    await expect(cards).toHaveCount(events.length);
    for (const event of events) {
      const card = page.locator(`article[data-event="${event.id}"]`);
      const image = card.locator("img");
      await expect(image).toHaveAttribute("src", event.image_url);
      await expect(image).toHaveAttribute("width", /\d+/);
      await expect(image).toHaveAttribute("height", /\d+/);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
      await expect(card.locator("time")).toHaveText(event.dateLabel);
      if (event.recurring)
        await expect(card.locator("[data-recurring]")).toHaveText(event.recurring);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(event.title);
      await expect(card).toContainText(event.description);
    }
  });

  test("[S-EVENTS-03] each event has 'Register Now' opening the ticketing page in a new tab", async ({
    page,
  }) => {
    await page.goto("/events");
    await expect(page.getByRole("link", { name: /^Register Now/ })).toHaveCount(expected().length);
    for (const event of expected()) {
      const link = page
        .locator(`article[data-event="${event.id}"]`)
        .getByRole("link", { name: /^Register Now/ });
      await expect(link).toHaveAttribute("href", event.url);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toContainText("Register Now");
      await expect(link).toHaveAccessibleName("Register Now (opens in a new tab)");
      await expect(link).toHaveAccessibleDescription(event.title);
    }
  });

  test("[S-EVENTS-04] [S-EVENTS-05] the weekly and the monthly AI lab show their next Wednesday 7 PM", async ({
    page,
  }) => {
    await page.goto("/events");
    const weekly = page.locator('article[data-event="wednesday-business-power-hour"]');
    const lab = page.locator('article[data-event="monthly-ai-lab"]');
    await expect(weekly.locator("[data-recurring]")).toHaveText("Every Wednesday at 7:00 PM ET");
    await expect(lab.locator("[data-recurring]")).toHaveText(
      "First Wednesday of every month at 7:00 PM ET",
    );
    const next = Object.fromEntries(expected().map((e) => [e.id, e]));
    await expect(weekly.locator("time")).toHaveText(
      /^Wednesday, [A-Z][a-z]+ \d{1,2}, \d{4} at 7:00 PM ET$/,
    );
    await expect(weekly.locator("time")).toHaveText(
      next["wednesday-business-power-hour"]!.dateLabel,
    );
    await expect(lab.locator("time")).toHaveText(next["monthly-ai-lab"]!.dateLabel);
    // The lab's date is the first Wednesday of its month: day 1 to 7.
    const labDay = Number(
      /, [A-Z][a-z]+ (\d{1,2}),/.exec((await lab.locator("time").textContent())!)![1],
    );
    expect(labDay).toBeGreaterThanOrEqual(1);
    expect(labDay).toBeLessThanOrEqual(7);
    await expect(lab.locator("time")).toHaveAttribute("datetime", /T19:00:00-0[45]:00$/);
  });

  test("[S-EVENTS-06] start_date is a local ISO date-time; past one-off events are not listed", async ({
    page,
  }) => {
    await page.goto("/events");
    const starts = await page
      .locator("article[data-event]")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-start-date")));
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    const shown = await page
      .locator("article[data-event]")
      .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-event")));
    expect(shown.sort()).toEqual(
      expected()
        .map((e) => e.id)
        .sort(),
    );
  });
});
