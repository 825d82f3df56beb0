import type { Page } from "@playwright/test";
import { requirements } from "../../app/content/directory";
import { external } from "../../app/content/external";
import { expect, test } from "./support/fixtures";

const PATH = "/blk-biz-link-support";
const tabs = (page: Page) =>
  page.getByRole("navigation", { name: "Requirement tabs" }).getByRole("link");

test.describe("directory support page", () => {
  test("[S-DIRECTORY-01] served at /blk-biz-link-support with one h1", async ({ page }) => {
    const response = await page.goto(PATH);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Get Your Business Directory-Ready",
    );
  });

  test("[S-DIRECTORY-02] the hero links to the business directory in a new tab", async ({
    page,
  }) => {
    await page.goto(PATH);
    const link = page
      .getByRole("region", { name: "Get Your Business Directory-Ready" })
      .getByRole("link", { name: /Visit the Business Directory/ });
    await expect(link).toHaveAttribute("href", external.businessDirectory);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toContainText("(opens in a new tab)");
  });

  test("[S-DIRECTORY-03] tabs: All Requirements plus one per requirement, as links", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(tabs(page)).toHaveText(["All Requirements", ...requirements.map((r) => r.title)]);
    await expect(tabs(page).first()).toHaveAttribute("aria-current", "true");
    await expect(tabs(page).first()).toHaveAttribute("href", `${PATH}#requirements`);
    for (const [i, requirement] of requirements.entries()) {
      await expect(tabs(page).nth(i + 1)).toHaveAttribute(
        "href",
        `${PATH}?requirement=${requirement.slug}#requirement-${requirement.slug}`,
      );
      await expect(tabs(page).nth(i + 1)).not.toHaveAttribute("aria-current", /.*/);
    }
    // "All Requirements" shows every requirement as a card with its services and a Learn More.
    const cards = page.locator("[data-requirement-card]");
    await expect(cards).toHaveCount(requirements.length);
    for (const requirement of requirements) {
      const card = page.locator(`[data-requirement-card="${requirement.slug}"]`);
      await expect(card.getByRole("heading", { name: requirement.title })).toBeVisible();
      await expect(card).toContainText(requirement.services[0]!);
      await expect(card.getByRole("link", { name: /^Learn More/ })).toBeVisible();
    }
  });

  test("[S-DIRECTORY-03] a requirement's tab, loaded from its URL, shows only that requirement", async ({
    page,
  }) => {
    await page.goto(`${PATH}?requirement=business-banking#requirement-business-banking`);
    await expect(tabs(page).filter({ hasText: "Business Banking" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(tabs(page).first()).not.toHaveAttribute("aria-current", /.*/);
    await expect(page.locator("[data-requirement-card]")).toHaveCount(0);
    const detail = page.locator("#requirement-business-banking");
    await expect(detail.getByRole("heading", { level: 3 })).toHaveText("Business Banking");
    await expect(detail).toContainText("Why it matters");
    await expect(detail).toBeInViewport();
  });

  test("an unknown requirement falls back to All Requirements", async ({ page }) => {
    const response = await page.goto(`${PATH}?requirement=nope`);
    expect(response!.status()).toBe(200);
    await expect(tabs(page).first()).toHaveAttribute("aria-current", "true");
    await expect(page.locator("[data-requirement-card]")).toHaveCount(requirements.length);
  });

  test("[S-DIRECTORY-06] the Online Presence tab links to /b-the-brand", async ({ page }) => {
    await page.goto(PATH);
    await tabs(page).filter({ hasText: "Online Presence" }).click();
    await expect(page).toHaveURL(/requirement=online-presence/);
    const detail = page.locator("#requirement-online-presence");
    await expect(detail.getByRole("link", { name: /B The Brand/ })).toHaveAttribute(
      "href",
      "/b-the-brand",
    );
  });

  test("[S-DIRECTORY-07] the closing call to action links to /build-studio", async ({ page }) => {
    await page.goto(PATH);
    const closing = page.getByRole("region", {
      name: "Ready to build a business that gets listed?",
    });
    await expect(
      closing.getByRole("link", { name: "Explore Build Your Biz Studio" }),
    ).toHaveAttribute("href", "/build-studio");
    // Beside it, the catalogue one tap away (issue 26).
    await expect(closing.getByRole("link", { name: "Book a Service" })).toHaveAttribute(
      "href",
      "/book-now",
    );
  });
});
