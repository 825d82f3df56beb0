import { expect, test } from "./support/fixtures";

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

test("[S-BOOKNOW-09] [S-CHECKOUT-08] [S-CHECKOUT-09] signed out, 'Purchase Now' shows 'Authentication Required' with a 'Sign In' action", async ({
  page,
}) => {
  await page.goto("/book-now?category=business");
  await page
    .locator('[data-product="plan-funding"]')
    .getByRole("link", { name: "Purchase Now" })
    .click();
  const toast = page.locator("[data-toast]");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(toast).toContainText("Authentication Required");
  await expect(toast).toContainText("Please sign in or create an account to make a purchase");
  await expect(page).toHaveURL(/\/book-now\?category=business$/);
  const signIn = toast.getByRole("link", { name: "Sign In" });
  const href = new URL((await signIn.getAttribute("href"))!, "http://x");
  expect(href.pathname).toBe("/auth");
  expect(href.searchParams.get("returnTo")).toBe("/book-now?category=business");
});
