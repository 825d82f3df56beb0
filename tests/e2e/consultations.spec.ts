import { consultationTiers, mentorship } from "../../app/content/catalog/consultations";
import { stubExternalPages } from "./support/external";
import { expect, test } from "./support/fixtures";

const PATH = "/consultations";
const VIDEO_BUTTON = "Play the introduction video from Terrence Walker";

test.describe("consultations page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });

  test("[S-CONSULT-04] [S-SVCPAGE-02] [S-SVCPAGE-03] [S-SVCPAGE-06] the host intro plays its MP4 in a dialog", async ({
    page,
  }) => {
    await page.goto(PATH);
    const intro = page.getByRole("region", { name: "Terrence Walker" });
    await expect(intro).toContainText("Consultations and mentorship");
    await intro.getByRole("button", { name: VIDEO_BUTTON }).click();
    const dialog = page.getByRole("dialog", { name: "Meet Terrence Walker" });
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("src", "/videos/team/terrence-walker.mp4");
    await expect(video).toHaveAttribute("autoplay", "");
    await expect(video.locator("track")).toHaveAttribute(
      "src",
      "/videos/team/terrence-walker.en.vtt",
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("[S-CONSULT-08] Book Session opens the session's booking page in a new tab", async ({
    page,
  }) => {
    await page.goto(PATH);
    for (const tier of consultationTiers) {
      const link = page
        .locator(`[data-session='${tier.minutes}']`)
        .getByRole("link", { name: /^Book Session/ });
      const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect(popup).toHaveURL(tier.url);
      await popup.close();
    }
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });

  test("[S-CONSULT-17] the mentorship's Get Started opens the booking form in a new tab", async ({
    page,
  }) => {
    await page.goto(PATH);
    const link = page.locator("section#mentorship").getByRole("link", { name: /^Get Started/ });
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(mentorship.url);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await popup.close();
  });

  test("[S-CONSULT-03] after hydration the jump buttons still scroll, also on a second round", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PATH);
    // Hydrated once the intro's play control is a button.
    await expect(page.getByRole("button", { name: VIDEO_BUTTON })).toBeVisible();
    const bar = page.getByRole("navigation", { name: "On this page" });
    for (let round = 0; round < 2; round++) {
      for (const [label, id] of [
        ["Premium Sessions", "premium-sessions"],
        ["Monthly Mentorship", "mentorship"],
        ["AI Consultant Matching", "ai-matching"],
      ] as const) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await bar.getByRole("link", { name: label }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(
          page.locator(`section#${id}`).getByRole("heading", { level: 2 }),
        ).toBeInViewport();
      }
    }
  });
});
