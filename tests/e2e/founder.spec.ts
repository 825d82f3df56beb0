import type { Page } from "@playwright/test";
import { founderPath, site } from "../../app/content/site";
import { external } from "../../app/content/external";
import { speakingTopics } from "../../app/content/founder";
import { strategySeats } from "../../app/content/founder.server";
import { expect, test } from "./support/fixtures";
import { viewports } from "./support/pages";

const name = site.founder.firstName;
const talks = (page: Page) => page.getByRole("list", { name: "Speaking topics" });

async function hydrated(page: Page) {
  // The talk triggers become buttons once JavaScript has taken over.
  await expect(talks(page).getByRole("button").first()).toBeVisible();
}

test.describe("founder page", () => {
  test("[S-FOUNDER-01] is served at /work-with-{first name} and is titled with the founder's name", async ({
    page,
  }) => {
    expect(founderPath).toBe(`/work-with-${name.toLowerCase()}`);
    const response = await page.goto(founderPath);
    expect(response!.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`${name} ${site.founder.lastName}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Work With ${name}`);
  });

  test("[S-FOUNDER-02] [S-FOUNDER-03] the jump bar leads to #consultations, #speaking and #training", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    // Jump instantly: Playwright's own scrolling to the link would otherwise race the smooth one.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(founderPath);
    const bar = page.getByRole("navigation", { name: "On this page" });
    for (const [label, id, heading] of [
      ["Training", "training", "Corporate Training & Partnerships"],
      ["Speaking", "speaking", "Power Talks"],
      ["Consultations", "consultations", "Reserve a Strategy Seat"],
    ] as const) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
      await bar.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      const title = page.locator(`#${id}`).getByRole("heading", { level: 2, name: heading });
      await expect(title).toBeInViewport();
      // The fixed navbar does not cover the section's heading.
      await expect.poll(async () => (await title.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    }
  });

  test("[S-FOUNDER-04] [S-FOUNDER-05] [S-FOUNDER-06] [S-FOUNDER-07] the Strategy Seat cards", async ({
    page,
  }) => {
    await page.goto(founderPath);
    const section = page.locator("#consultations");
    const seats = section.locator("[data-seat]");
    await expect(seats).toHaveCount(2);
    for (const [i, [minutes, price]] of [
      [30, "$100"],
      [60, "$150"],
    ].entries()) {
      const seat = seats.nth(i);
      const data = strategySeats[i]!;
      await expect(seat.getByRole("heading", { level: 3 })).toHaveText(
        `${minutes}-Minute Strategy Seat`,
      );
      await expect(seat).toContainText(price as string);
      await expect(seat).toContainText(`${minutes} minutes`);
      await expect(seat).toContainText(data.description);
      await expect(seat.getByRole("heading", { name: "Perfect for" })).toBeVisible();
      await expect(seat.getByRole("heading", { name: "You’ll receive" })).toBeVisible();
      for (const item of [...data.perfectFor, ...data.youllReceive])
        await expect(seat.getByText(item, { exact: true })).toBeVisible();
      const book = seat.getByRole("link", { name: new RegExp(`Book a ${minutes}-Minute Seat`) });
      await expect(book).toHaveAttribute("href", data.url);
      await expect(book).toHaveAttribute("target", "_blank");
      await expect(book).toHaveAttribute("rel", /noopener/);
    }
  });

  test("[S-FOUNDER-08] Power Talks lists nine topics", async ({ page }) => {
    await page.goto(founderPath);
    await expect(
      page.locator("#speaking").getByRole("heading", { name: "Power Talks" }),
    ).toBeVisible();
    const items = talks(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(items).toHaveCount(9);
    await expect(items.getByRole("heading", { level: 3 })).toHaveText(
      speakingTopics.map((t) => t.title),
    );
  });

  test("[S-FOUNDER-09] each topic opens a dialog with title, subtitle, description and key takeaways; Escape closes it and focus returns", async ({
    page,
  }) => {
    test.slow(); // nine dialogs, opened and closed one after the other
    await page.goto(founderPath);
    await hydrated(page);
    for (const topic of speakingTopics) {
      const trigger = talks(page).getByRole("button", {
        name: `Talk details about ${topic.title}`,
      });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: topic.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: topic.title })).toBeVisible();
      await expect(dialog).toContainText(topic.subtitle);
      await expect(dialog).toContainText(topic.description);
      await expect(dialog.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
      for (const takeaway of topic.keyTakeaways) await expect(dialog).toContainText(takeaway);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    }
    // The close button works too.
    await talks(page).getByRole("button").first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("[S-FOUNDER-10] Event Reviews opens a dialog saying 'Video testimonials coming soon...'", async ({
    page,
  }) => {
    await page.goto(founderPath);
    await hydrated(page);
    const trigger = page.locator("#speaking").getByRole("button", { name: "Event Reviews" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Event Reviews" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText("Video testimonials coming soon...", { exact: true }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("[S-FOUNDER-11] 'Request {name} for Your Event' opens the external request form in a new tab", async ({
    page,
  }) => {
    await page.goto(founderPath);
    const link = page
      .locator("#speaking")
      .getByRole("link", { name: new RegExp(`^Request ${name} for Your Event`) });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", external.speakerRequest);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toContainText("(opens in a new tab)");
  });

  test("[S-FOUNDER-12] the training section shows six corporate partnership offerings", async ({
    page,
  }) => {
    await page.goto(founderPath);
    const offerings = page
      .locator("#training")
      .getByRole("list", { name: "Partnership offerings" })
      .getByRole("listitem");
    await expect(offerings).toHaveCount(6);
    for (const offering of await offerings.all())
      await expect(offering.getByRole("heading", { level: 3 })).not.toBeEmpty();
  });

  test("[S-FOUNDER-13] 'Request Partnership Quote' is a button with no action", async ({
    page,
  }) => {
    await page.goto(founderPath);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const button = page
      .locator("#training")
      .getByRole("button", { name: "Request Partnership Quote" });
    await expect(button).toHaveAttribute("type", "button");
    expect(await button.evaluate((el) => el.closest("form"))).toBeNull();
    const url = page.url();
    const sent: string[] = [];
    page.on("request", (request) => sent.push(request.url()));
    await button.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(sent).toEqual([]);
  });
});
