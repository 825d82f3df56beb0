import { external } from "../../app/content/external";
import { expect, test } from "./support/fixtures";
import { viewports } from "./support/pages";

test.describe("virtual mailbox page", () => {
  test("[S-MAILBOX-01] is served at /virtual-mailbox", async ({ page }) => {
    const response = await page.goto("/virtual-mailbox");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Virtual Mailbox");
  });

  test("[S-MAILBOX-02] [S-MAILBOX-03] the discount code BTE15 for 15% off, prices from $9.99/month", async ({
    page,
  }) => {
    await page.goto("/virtual-mailbox");
    const offer = page.locator("[data-offer]");
    await expect(offer.getByText("BTE15", { exact: true })).toBeVisible();
    await expect(offer).toContainText("Save 15% on your virtual mailbox plan with code BTE15.");
    await expect(offer).toContainText("Plans from $9.99/month");
    await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText(
      "$9.99/month",
    );
  });

  test("[S-MAILBOX-04] a three-step how-it-works", async ({ page }) => {
    await page.goto("/virtual-mailbox");
    const section = page.getByRole("region", { name: "How it works" });
    const steps = section.locator("ol > li[data-step]");
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Choose your address",
      "Apply your discount",
      "Manage mail from anywhere",
    ]);
  });

  test("[S-MAILBOX-05] six benefits", async ({ page }) => {
    await page.goto("/virtual-mailbox");
    const benefits = page.getByRole("list", { name: "Benefits" }).getByRole("listitem");
    await expect(benefits).toHaveCount(6);
    for (const benefit of await benefits.all()) {
      await expect(benefit.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(benefit.getByRole("paragraph")).not.toBeEmpty();
    }
  });

  test("[S-MAILBOX-06] every 'Get Started' opens the partner's affiliate link in a new tab", async ({
    page,
  }) => {
    await page.goto("/virtual-mailbox");
    const links = page.getByRole("link", { name: /^Get Started/ });
    expect(await links.count()).toBeGreaterThanOrEqual(1);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", external.virtualMailbox);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toContainText("(opens in a new tab)");
    }
  });

  test("[S-MAILBOX-01] the page fits a phone screen", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/virtual-mailbox");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
