import { findCatalogItem } from "../../app/content/catalog";
import { formatMoney } from "../../app/utils/money";
import { priceList } from "../support/price-list";
import { expect, test } from "./support/fixtures";

/**
 * The price list (D2 §9) on the pages: every row's items show their price (and plan text, where
 * the spec gives one) on every page that sells them, and on /store.
 */
const pages = [...new Set(priceList.flatMap((row) => [...row.pages, "/store"]))];

for (const path of pages) {
  const rows = priceList.filter((row) => path === "/store" || row.pages.includes(path));
  test(`${rows.map((row) => row.id).join(" ")} the prices on ${path}`, async ({ page }) => {
    await page.goto(path);
    for (const row of rows) {
      const price = `${formatMoney(row.dollars * 100)}${row.monthly ? "/month" : ""}`;
      for (const id of row.items) {
        if (path === "/video-library") {
          await expect(page.getByRole("main")).toContainText(`Purchase for ${price}`);
          continue;
        }
        // Service cards carry data-product; the AI page's consultation cards data-consultation.
        const card = page.locator(`main :is([data-product="${id}"], [data-consultation="${id}"])`);
        await expect(card, `${row.id} ${id} on ${path}`).toHaveCount(1);
        await expect(card).toContainText(price);
        if (row.plan) await expect(card).toContainText(row.plan);
        expect(findCatalogItem(id)!.priceCents).toBe(row.dollars * 100);
      }
    }
  });
}
