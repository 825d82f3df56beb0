import { expect, test } from "./support/fixtures";
import { expectSignInNotice } from "./support/service-page";

test("[S-BOOKNOW-03] with JavaScript the results follow the typing, without a history entry per key", async ({
  page,
}) => {
  await page.goto("/book-now");
  await page.getByRole("searchbox", { name: "Search services" }).pressSequentially("grant", {
    delay: 30,
  });
  await expect(page).toHaveURL(/q=grant/);
  await expect(page.locator("main [data-product]").first()).toContainText("Grant");
  await expect(page.getByRole("navigation", { name: "Service categories" })).toHaveCount(0);
  await page.goBack();
  await expect(page).not.toHaveURL(/book-now/);
});

test("[S-BOOKNOW-09] [S-CHECKOUT-08] [S-CHECKOUT-09] signed out, 'Purchase Now' goes to sign in, which names the item and comes back to its checkout (docs/spec-departures.md)", async ({
  page,
}) => {
  await page.goto("/book-now?category=business");
  await page
    .locator('[data-product="plan-funding"]')
    .getByRole("link", { name: "Purchase Now" })
    .click();
  await expectSignInNotice(page, "plan-funding");
  await expect(page.locator("[data-toast]")).toHaveCount(0);
});
