import { expect, test } from "./support/fixtures";

// Issue 45, item 17: a monthly item says at checkout what is charged now and how the next months
// are billed, on a phone, with or without JavaScript.
test.use({ viewport: { width: 390, height: 844 } });

test("the G Club+ checkout says $150.00 pays the first month and nothing renews by itself", async ({
  signedInPage: page,
}) => {
  await page.goto("/checkout?product=grant-g-club-plus");
  await expect(page.getByText("$150/month", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(
      "$150.00 now pays for your first month only. Nothing renews or is charged automatically",
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
