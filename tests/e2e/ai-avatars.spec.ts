import { stubExternalPages } from "./support/external";
import { expect, test } from "./support/fixtures";

const PATH = "/ai-avatars";
const VIDEO_BUTTON = "Play the introduction video from Priya Nair";

test.describe("AI avatars page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });

  test("[S-AVATARS-03] the AI avatar creator intro plays its video in a dialog", async ({
    page,
  }) => {
    await page.goto(PATH);
    const intro = page.getByRole("region", { name: "Priya Nair" });
    await expect(intro).toContainText("AI avatar creator");
    await intro.getByRole("button", { name: VIDEO_BUTTON }).click();
    const dialog = page.getByRole("dialog", { name: "Meet Priya Nair" });
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("src", "/videos/intro.mp4");
    await expect(video).toHaveAttribute("autoplay", "");
    await expect(video.locator("track")).toHaveAttribute("src", "/videos/intro.en.vtt");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("[S-AVATARS-05] Get Started opens the booking page in a new tab", async ({ page }) => {
    await page.goto(PATH);
    const link = page
      .locator("[data-avatar-service='ai-chatbots']")
      .getByRole("link", { name: /^Get Started/ });
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(/^https:\/\/calendly\.com\/bteconsulting\/ai-chatbot-setup/);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await popup.close();
  });

  test("[S-AVATARS-07] no control on the page opens a payment dialog: only the video button opens a dialog", async ({
    page,
  }) => {
    await page.goto(PATH);
    await page.waitForLoadState("networkidle");
    const main = page.locator("main");
    const dialogs = page.getByRole("dialog");

    // Every button in the page other than the video one.
    const buttons = main.getByRole("button");
    const names = await buttons.evaluateAll((els) =>
      els.map((el) => el.getAttribute("aria-label") ?? el.textContent ?? ""),
    );
    for (const [i, name] of names.entries()) {
      if (name === VIDEO_BUTTON) continue;
      await buttons.nth(i).click();
      await expect(dialogs).toHaveCount(0);
    }

    // Every link: external ones open a new tab, in-page ones only scroll; no dialog either way.
    const links = main.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const target = await link.getAttribute("target");
      // The catalogue, one tap away (issue 26): a page of its own, where payment dialogs belong.
      if ((await link.getAttribute("href")) === "/book-now") continue;
      if (target === "_blank") {
        const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
        await popup.close();
      } else {
        expect(await link.getAttribute("href")).toMatch(/^#/);
        await link.click();
      }
      await expect(dialogs).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${PATH}(#\\w+)?$`));
    }
    await expect(page.getByText(/Credit Card|PayPal/i)).toHaveCount(0);

    // The one control that opens a dialog is the video's.
    await main.getByRole("button", { name: VIDEO_BUTTON }).click();
    await expect(dialogs).toHaveCount(1);
    await expect(dialogs.locator("video")).toHaveCount(1);
  });
});
