import { external } from "../../app/content/external";
import { serviceCards } from "../../app/content/services";
import { founderPath, site } from "../../app/content/site";
import { expect, test } from "./support/fixtures";

test.describe("services page", () => {
  test("[S-SERVICES-01] served at /services with 'Our Services' as its heading", async ({
    page,
  }) => {
    const response = await page.goto("/services");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  });

  test("[S-SERVICES-02] [S-SERVICES-03] the 9 service cards in the spec's order", async ({
    page,
  }) => {
    await page.goto("/services");
    const cards = page.locator("[data-service-card]");
    await expect(cards).toHaveCount(9);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      `Work With ${site.founder.firstName}`,
      "B The Brand",
      "AI Avatar and Assistant",
      "AI for Business",
      "Build Your Biz Studio",
      "1:1 Consultations",
      "Business Plans",
      "Grant Services",
      "Virtual Mailbox",
    ]);
  });

  test("[S-SERVICES-04] each card: title, description, consultant where named, link to its path", async ({
    page,
  }) => {
    await page.goto("/services");
    const cards = page.locator("[data-service-card]");
    for (const [i, service] of serviceCards.entries()) {
      const card = cards.nth(i);
      await expect(card.getByText(service.description)).toBeVisible();
      const link = card.getByRole("link");
      await expect(link).toHaveCount(1);
      await expect(link).toHaveText(service.title);
      await expect(link).toHaveAttribute("href", service.path);
      if (service.consultant)
        await expect(card.locator("[data-consultant]")).toHaveText(`with ${service.consultant}`);
      else await expect(card.locator("[data-consultant]")).toHaveCount(0);
    }
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", founderPath);
    await expect(page.locator("[data-service-card] [data-consultant]")).toHaveCount(7);
  });

  test("[S-SERVICES-05] Book Discovery Consultation opens the scheduling page in a new tab", async ({
    page,
  }) => {
    await page.goto("/services");
    const buttons = page.getByRole("link", { name: /^Book Discovery Consultation/ });
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute("href", external.scheduling);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", /noopener/);
      await expect(button).toHaveAccessibleName("Book Discovery Consultation (opens in a new tab)");
    }
  });
});
