import { expect, test } from "./support/fixtures";

test("[S-BOOKNOW-09] without JavaScript, 'Purchase Now' on an in-site item leads to sign-in and back to its checkout", async ({
  page,
}) => {
  await page.goto("/book-now?category=brand");
  await page
    .locator('[data-product="brand-logo"]')
    .getByRole("link", { name: "Purchase Now" })
    .click();
  const url = new URL(page.url());
  expect(url.pathname).toBe("/auth");
  // Back to the item chosen, its checkout open (issue 26), not to the top of the list.
  expect(url.searchParams.get("returnTo")).toMatch(/^\/checkout\?product=brand-logo(&tab=\w+)?$/);
});
