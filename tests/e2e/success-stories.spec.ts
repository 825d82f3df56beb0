import type { Page } from "@playwright/test";
import { stories, storyImageFallback } from "../../app/content/stories";
import { expect, test } from "./support/fixtures";

/** The story whose image the tests break, and a way to read what its <img> shows. */
const story = stories[0]!;
const image = (page: Page) => page.getByRole("img", { name: `Portrait of ${story.name}` });
const loaded = (page: Page) =>
  image(page).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

async function breakStoryImage(page: Page) {
  await page.route(`**${story.image.src}`, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
  );
}

test.describe("story image fallback", () => {
  test("[S-STORIES-08] an image that fails after hydration is swapped for the avatar", async ({
    page,
  }) => {
    // Hold the image's answer until React has hydrated the <img>, then fail it.
    let releaseImage!: () => void;
    const imageHeld = new Promise<void>((resolve) => (releaseImage = resolve));
    await page.route(`**${story.image.src}`, async (route) => {
      await imageHeld;
      await route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" });
    });
    await page.goto("/success-stories", { waitUntil: "commit" });
    await image(page).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image(page).evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
      )
      .toBe(true);
    releaseImage();
    await expect(image(page)).toHaveAttribute("src", storyImageFallback);
    await expect.poll(() => loaded(page)).toBe(true);
    // The other stories keep their own images.
    for (const other of stories.slice(1)) {
      const img = page.getByRole("img", { name: `Portrait of ${other.name}` });
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute("src", other.image.src);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
  });

  test("[S-STORIES-08] an image that failed before hydration is swapped too", async ({ page }) => {
    // A tall window so the lazy image loads at once, and the page's scripts held back until the
    // image has failed: its error event fires while no React handler is listening.
    await page.setViewportSize({ width: 1280, height: 3000 });
    await breakStoryImage(page);
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/success-stories", { waitUntil: "commit" });
    await expect
      .poll(() =>
        image(page).evaluate(
          (el: HTMLImageElement) => el.complete && el.naturalWidth === 0 && el.currentSrc !== "",
        ),
      )
      .toBe(true);
    await expect(image(page)).toHaveAttribute("src", story.image.src);
    releaseScripts();
    await expect(image(page)).toHaveAttribute("src", storyImageFallback);
    await expect.poll(() => loaded(page)).toBe(true);
  });
});
