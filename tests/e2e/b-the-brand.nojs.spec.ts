import type { Page } from "@playwright/test";
import { brandPortfolio } from "../../app/content/branding-page";
import { expect, test } from "./support/fixtures";

const PATH = "/b-the-brand";
const entry = (page: Page, id: string) => page.locator(`[data-portfolio-entry="${id}"]`);

test.describe("Branding page without JavaScript", () => {
  test("[S-SVCPAGE-02] [S-SVCPAGE-06] the intro's play control is a link to the MP4 video", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expect(
      page.getByRole("link", { name: "Play the introduction video from Simone Rivers" }),
    ).toHaveAttribute("href", "/videos/team/simone-rivers.mp4");
  });

  test("[S-BRAND-07] [S-BRAND-08] 'View Project' opens the entry's details in place, with 'View Landing Page'", async ({
    page,
  }) => {
    const landing = brandPortfolio.find((e) => e.link)!;
    await page.goto(`${PATH}?service=landing-page`);
    const card = entry(page, landing.id);
    await expect(card.getByText(landing.description)).toBeHidden();
    await card.getByText("View Project").click();
    await expect(card.getByText(landing.description)).toBeVisible();
    const link = card.getByRole("link", { name: /^View Landing Page/ });
    await expect(link).toHaveAttribute("href", landing.link!);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await card.getByText("View Project").click();
    await expect(card.getByText(landing.description)).toBeHidden();
  });

  test("[S-BRAND-07] an entry without a live page shows its details without the link", async ({
    page,
  }) => {
    const logo = brandPortfolio.find((e) => e.service === "logo-design")!;
    await page.goto(PATH);
    const card = entry(page, logo.id);
    await card.getByText("View Project").click();
    await expect(card.getByText(logo.description)).toBeVisible();
    await expect(card.getByRole("link", { name: /View Landing Page/ })).toHaveCount(0);
  });

  test("[S-BRAND-05] a filter link reloads the page on the gallery, filtered", async ({ page }) => {
    await page.goto(PATH);
    await page
      .getByRole("navigation", { name: "Filter projects by service" })
      .getByRole("link", { name: "Logo Design" })
      .click();
    await expect(page).toHaveURL(/\?service=logo-design#portfolio$/);
    await expect(page.getByRole("heading", { name: "Our Portfolio" })).toBeInViewport();
    await expect(page.locator("[data-portfolio-entry]")).toHaveCount(
      brandPortfolio.filter((e) => e.service === "logo-design").length,
    );
  });
});
