import { expect, test } from "./support/fixtures";

test.describe("portfolio with JavaScript off", () => {
  test("[S-PORTFOLIO-01] [S-PORTFOLIO-02] the tabs are links that work without JavaScript", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const tabs = page.getByRole("navigation", { name: "Portfolio categories" });
    await expect(tabs.locator('[aria-current="page"]')).toHaveText("Logo Design");
    await tabs.getByRole("link", { name: "Pitch Decks" }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=pitch-decks$/);
    await expect(tabs.locator('[aria-current="page"]')).toHaveText("Pitch Decks");
    await expect(page.getByRole("heading", { level: 2, name: "Pitch Decks" })).toBeVisible();
    const list = page.getByRole("list", { name: "Pitch Decks work" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await expect(list.getByRole("heading", { name: "Crate & Crown Logistics" })).toBeVisible();
  });

  test("[S-PORTFOLIO-03] [S-PORTFOLIO-06] no upload control is shown, since uploading needs JavaScript", async ({
    page,
  }) => {
    await page.goto("/portfolio?category=websites");
    await expect(page.getByRole("heading", { level: 2, name: "Websites" })).toBeVisible();
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
    await expect(page.getByText("Upload Work")).toHaveCount(0);
  });

  test("an unknown category shows the first tab", async ({ page }) => {
    const response = await page.goto("/portfolio?category=nonsense");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 2, name: "Logo Design" })).toBeVisible();
  });
});
