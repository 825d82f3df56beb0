import { expect, test } from "@playwright/test";

const PATH = "/blk-biz-link-support";

test.describe("directory support page without JavaScript", () => {
  test("[S-DIRECTORY-04] [S-DIRECTORY-05] Learn More loads the requirement's tab and the browser scrolls to it", async ({
    page,
  }) => {
    await page.goto(PATH);
    await page
      .locator('[data-requirement-card="licenses-insurance"]')
      .getByRole("link", { name: /^Learn More/ })
      .click();
    await expect(page).toHaveURL(
      `${PATH}?requirement=licenses-insurance#requirement-licenses-insurance`,
    );
    await expect(
      page
        .getByRole("navigation", { name: "Requirement tabs" })
        .getByRole("link", { name: "Licenses & Insurance" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#requirement-licenses-insurance")).toBeInViewport();
  });

  test("[S-DIRECTORY-03] tabs switch with plain links", async ({ page }) => {
    await page.goto(PATH);
    const nav = page.getByRole("navigation", { name: "Requirement tabs" });
    await nav.getByRole("link", { name: "Customer Reviews" }).click();
    await expect(page.locator("#requirement-customer-reviews")).toBeVisible();
    await nav.getByRole("link", { name: "All Requirements" }).click();
    await expect(page).toHaveURL(`${PATH}#requirements`);
    await expect(page.locator("[data-requirement-card]")).toHaveCount(6);
  });
});
