import { expect, test } from "@playwright/test";
import { drawnShellIcons, menuToggle, viewports } from "./support/pages";

test.describe("with JavaScript off", () => {
  test("[S-HOME-01] the home page renders completely from the server", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-testimonial]")).toHaveCount(4);
    await expect(
      page.getByRole("region", { name: "Our corporate affiliates" }).getByRole("img"),
    ).toHaveCount(9);
    await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
  });

  test("[S-NAV-22] the mobile menu opens and closes without JavaScript", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    await expect(menuToggle(page)).toHaveAccessibleName("Open menu");
    await menuToggle(page).click();
    const panel = page.locator("#mobile-menu-panel");
    await expect(panel.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(menuToggle(page)).toHaveAccessibleName("Close menu");
    await menuToggle(page).click();
    await expect(panel).toBeHidden();
  });

  test("the icons of the header, the open menu and the footer are drawn", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/contact");
    await menuToggle(page).click();
    await expect
      .poll(async () => (await drawnShellIcons(page)).filter((icon) => / 0x0$/.test(icon)))
      .toEqual([]);
    expect(await drawnShellIcons(page)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^x \d+x\d+$/),
        expect.stringMatching(/^users \d+x\d+$/),
        expect.stringMatching(/^mail \d+x\d+$/),
        expect.stringMatching(/^message-circle \d+x\d+$/),
      ]),
    );
  });

  test("[S-VIDEO-11] the intro video is still watchable: a plain video element with controls", async ({
    page,
  }) => {
    await page.goto("/");
    const video = page.locator("section[aria-labelledby=intro-video-title] video");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toContainText("Your browser does not support the video tag.");
  });

  test("links navigate with full page loads", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });
});
