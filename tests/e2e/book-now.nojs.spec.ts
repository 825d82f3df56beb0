import { expect, test } from "./support/fixtures";

test("[S-BOOKNOW-09] without JavaScript, 'Purchase Now' on an in-site item leads to sign-in and back", async ({
  page,
}) => {
  await page.goto("/book-now?category=brand");
  await page
    .locator('[data-product="brand-logo"]')
    .getByRole("link", { name: "Purchase Now" })
    .click();
  const url = new URL(page.url());
  expect(url.pathname).toBe("/auth");
  expect(url.searchParams.get("returnTo")).toBe("/book-now?category=brand");
});
