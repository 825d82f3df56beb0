import { storeGroups } from "../../app/content/catalog";
import { formatPrice } from "../../app/utils/money";
import { expect, test } from "./support/fixtures";
import { expectSignInToBuy } from "./support/service-page";

test("[S-NAV-02] /store lists the whole catalogue by service, each item priced with its button", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const response = await page.goto("/store");
  expect(response!.status()).toBe(200);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
    storeGroups.map((g) => g.title),
  );
  for (const group of storeGroups) {
    const section = page.locator(`section#${group.id}`);
    await expect(section.getByRole("link", { name: `More about ${group.title}` })).toHaveAttribute(
      "href",
      group.path,
    );
    for (const item of group.items) {
      const row = section.locator(`[data-product="${item.id}"]`);
      await expect(row.getByRole("heading", { level: 3 })).toHaveText(item.title);
      await expect(row.locator("[data-price]")).toHaveText(formatPrice(item));
      const button = row.getByRole("link");
      if (item.url) {
        await expect(button).toHaveAttribute("href", item.url);
        await expect(button).toHaveAttribute("target", "_blank");
      } else {
        await expectSignInToBuy(button);
      }
    }
  }
});

test("the jump list leads to each service's section", async ({ page }) => {
  await page.goto("/store");
  const jump = page.getByRole("navigation", { name: "Jump to a service" });
  await jump.getByRole("link", { name: "Grant Services" }).click();
  await expect(page).toHaveURL(/#grants$/);
  await expect(page.locator("section#grants")).toBeInViewport();
});
