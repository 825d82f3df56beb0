import { leadConsultant } from "../../app/content/team";
import { expect, test } from "./support/fixtures";

/** Every service page that a consultant introduces (the consultations page's host is tested there). */
const pages = [
  "/ai-business-growth",
  "/b-the-brand",
  "/build-studio",
  "/business-plan",
  "/grant-services",
];

test.describe("consultant introductions on the service pages", () => {
  for (const path of pages) {
    const consultant = leadConsultant(path);
    test(`[S-SVCPAGE-02] [S-SVCPAGE-03] [S-SVCPAGE-06] ${path}: ${consultant.name}'s play button opens the MP4 introduction in a dialog, playing`, async ({
      page,
    }) => {
      await page.goto(path);
      const play = `Play the introduction video from ${consultant.name}`;
      const intro = page.getByRole("region", { name: consultant.name });
      await intro.getByRole("button", { name: play }).click();
      const dialog = page.getByRole("dialog", { name: `Meet ${consultant.name}` });
      await expect(dialog).toBeVisible();
      const video = dialog.locator("video");
      await expect(video).toHaveAttribute("src", consultant.video.src);
      await expect(video).toHaveAttribute("autoplay", "");
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(intro.getByRole("button", { name: play })).toBeFocused();
    });
  }
});
