import { assistantServices } from "../../app/content/catalog/assistants";
import { aiDiscoveryCall } from "../../app/content/catalog/consultations";
import { expect, test } from "./support/fixtures";

const PATH = "/ai-avatars";

test.describe("AI avatars page", () => {
  test("[S-AVATARS-01] served at /ai-avatars with one h1", async ({ page }) => {
    const response = await page.goto(PATH);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("[S-AVATARS-02] the hero's Book a Consultation opens the external scheduling page in a new tab", async ({
    page,
  }) => {
    await page.goto(PATH);
    const hero = page.getByRole("region", { name: /AI Avatars and Assistants/ });
    const link = hero.getByRole("link", { name: /^Book a Consultation/ });
    await expect(link).toHaveText(/^Book a Consultation/);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("[S-AVATARS-04] [S-AVATARS-05] five service cards, each with Get Started opening an external booking page", async ({
    page,
  }) => {
    await page.goto(PATH);
    const cards = page.locator("[data-avatar-service]");
    await expect(cards).toHaveCount(5);
    for (const [i, service] of assistantServices.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
      await expect(card).toContainText(service.description);
      const getStarted = card.getByRole("link", { name: /^Get Started/ });
      await expect(getStarted).toHaveCount(1);
      await expect(getStarted).toHaveAttribute("href", service.url);
      await expect(getStarted).toHaveAttribute("href", /^https:\/\//);
      await expect(getStarted).toHaveAttribute("target", "_blank");
      await expect(getStarted).toHaveAttribute("rel", /noopener/);
    }
    // The AI assistant price list of D2 §9.
    await expect(cards.locator("[data-price]")).toHaveText([
      "$1,000",
      "$1,500",
      "$10,000",
      "$2,500",
      "$500",
    ]);
  });

  test("[S-AVATARS-06] a 'Book Discovery Call - $25' button opens the external scheduling page", async ({
    page,
  }) => {
    await page.goto(PATH);
    const link = page.getByRole("link", { name: /^Book Discovery Call - \$25/ });
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(/^Book Discovery Call - \$25/);
    await expect(link).toHaveAttribute("href", aiDiscoveryCall.url);
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("[S-AVATARS-07] nothing on the page offers the payment dialog's Credit Card or PayPal tabs", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(page.locator("body")).not.toContainText(/Credit Card|PayPal/i);
    await expect(page.getByRole("tab")).toHaveCount(0);
    // The only dialog trigger (with JavaScript) is the intro video's play button.
    for (const trigger of await page.locator("main [aria-haspopup='dialog']").all())
      await expect(trigger).toHaveAccessibleName(/^Play the introduction video/);
  });
});
