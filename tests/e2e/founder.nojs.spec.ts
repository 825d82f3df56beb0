import { founderPath, site } from "../../app/content/site";
import { EVENT_REVIEWS_MESSAGE, speakingTopics } from "../../app/content/founder";
import { expect, test } from "./support/fixtures";

test.describe("founder page with JavaScript off", () => {
  test("[S-FOUNDER-01] [S-FOUNDER-02] [S-FOUNDER-03] the page and its jump bar work from the server", async ({
    page,
  }) => {
    await page.goto(founderPath);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(site.founder.firstName);
    const bar = page.getByRole("navigation", { name: "On this page" });
    await expect(bar.getByRole("link")).toHaveText(["Consultations", "Speaking", "Training"]);
    for (const id of ["consultations", "speaking", "training"]) {
      await expect(bar.locator(`a[href="${founderPath}#${id}"]`)).toHaveCount(1);
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await bar.getByRole("link", { name: "Training" }).click();
    await expect(page).toHaveURL(/#training$/);
    await expect(page.locator("#training").getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("[S-FOUNDER-08] [S-FOUNDER-09] every talk's details are readable without JavaScript", async ({
    page,
  }) => {
    await page.goto(founderPath);
    const items = page
      .getByRole("list", { name: "Speaking topics" })
      .getByRole("listitem")
      .filter({
        has: page.locator("details"),
      });
    await expect(items).toHaveCount(9);
    for (const [i, topic] of speakingTopics.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(topic.title);
      await expect(item).toContainText(topic.subtitle);
      await expect(item.getByText(topic.description)).toBeHidden();
      await item.locator("summary").click();
      await expect(item.getByText(topic.description)).toBeVisible();
      await expect(item.getByRole("heading", { name: "Key takeaways" })).toBeVisible();
      for (const takeaway of topic.keyTakeaways)
        await expect(item.getByText(takeaway, { exact: true })).toBeVisible();
    }
  });

  test("[S-FOUNDER-10] [S-FOUNDER-11] [S-FOUNDER-13] event reviews, the request link and the quote button are there", async ({
    page,
  }) => {
    await page.goto(founderPath);
    const speaking = page.locator("#speaking");
    await speaking.locator("summary", { hasText: "Event Reviews" }).click();
    await expect(speaking.getByText(EVENT_REVIEWS_MESSAGE, { exact: true })).toBeVisible();
    await expect(
      speaking.getByRole("link", { name: `Request ${site.founder.firstName} for Your Event` }),
    ).toHaveAttribute("target", "_blank");
    await expect(
      page.locator("#training").getByRole("button", { name: "Request Partnership Quote" }),
    ).toHaveAttribute("type", "button");
  });
});
