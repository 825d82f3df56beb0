import { expect, test } from "./support/fixtures";

/**
 * The AI assistant price list of D2 §9 in the order of the cards on /ai-avatars (each price is
 * checked in its card by price-list.spec.ts).
 */
const prices = ["$1,000", "$1,500", "$10,000", "$2,500", "$500/month"];

test.describe("AI assistant price list on /ai-avatars", () => {
  test("[S-AVATARS-04] [S-AVATARS-06] the five priced cards sit beside the $25 discovery call", async ({
    page,
  }) => {
    await page.goto("/ai-avatars");
    await expect(page.locator("[data-avatar-service] [data-price-line]")).toHaveText(prices);
    await expect(page.getByRole("link", { name: /^Book Discovery Call - \$25/ })).toHaveCount(1);
  });
});
