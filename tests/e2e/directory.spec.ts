import { expect, test } from "./support/fixtures";

const PATH = "/blk-biz-link-support";

test.describe("directory support page with JavaScript", () => {
  test("[S-DIRECTORY-04] [S-DIRECTORY-05] Learn More switches to the requirement's tab, scrolls to it and focuses it, without a reload", async ({
    page,
  }) => {
    await page.goto(PATH);
    await page.waitForLoadState("networkidle");
    // A marker on window survives a client-side navigation but not a page load.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const card = page.locator('[data-requirement-card="online-presence"]');
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("link", { name: /^Learn More/ }).click();

    await expect(page).toHaveURL(`${PATH}?requirement=online-presence#requirement-online-presence`);
    const tab = page
      .getByRole("navigation", { name: "Requirement tabs" })
      .getByRole("link", { name: "Online Presence" });
    await expect(tab).toHaveAttribute("aria-current", "true");
    const section = page.locator("#requirement-online-presence");
    await expect(section).toBeInViewport();
    await expect(section).toBeFocused();
    // Not hidden under the fixed navbar.
    await expect.poll(async () => (await section.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same page",
    );
  });

  test("[S-DIRECTORY-04] Learn More works for every card, and All Requirements brings the cards back", async ({
    page,
  }) => {
    await page.goto(PATH);
    for (const slug of ["business-registration", "customer-reviews"]) {
      await page
        .locator(`[data-requirement-card="${slug}"]`)
        .getByRole("link", { name: /^Learn More/ })
        .click();
      await expect(page.locator(`#requirement-${slug}`)).toBeInViewport();
      await page.getByRole("link", { name: "See all requirements" }).click();
      await expect(page.locator("[data-requirement-card]")).toHaveCount(6);
    }
  });

  test("a tab click keeps the page where it is instead of jumping to the top", async ({ page }) => {
    await page.goto(PATH);
    const nav = page.getByRole("navigation", { name: "Requirement tabs" });
    await nav.scrollIntoViewIfNeeded();
    await nav.getByRole("link", { name: "Licenses & Insurance" }).click();
    await expect(page.locator("#requirement-licenses-insurance")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});
