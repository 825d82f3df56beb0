import { expect, test } from "./support/fixtures";

test("signed out, checkout sends the visitor to sign in and back to the same item", async ({
  page,
}) => {
  await page.goto("/checkout?product=brand-logo");
  const url = new URL(page.url());
  expect(url.pathname).toBe("/auth");
  expect(url.searchParams.get("returnTo")).toBe("/checkout?product=brand-logo");
});

test("an unknown item, or one sold on an external page, is a 404 page, never a 500", async ({
  page,
}) => {
  for (const product of ["no-such-item", "startup-starter", ""]) {
    const response = await page.goto(`/checkout?product=${product}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
