import { expect, test } from "./support/fixtures";
import { toastUrl } from "./support/toast";

test("[S-WIDGETS-05] only one toast at a time: a new one replaces the old", async ({ page }) => {
  await page.goto(toastUrl({ title: "First toast" }));
  await expect(page.locator("[data-toast]")).toHaveText(/First toast/);
  await page.waitForFunction(() => "__remixRouter" in window);
  // A client-side navigation through a redirect that flashes another toast, as a form action does.
  await page.evaluate(
    (url) =>
      (
        window as unknown as { __remixRouter: { navigate: (to: string) => void } }
      ).__remixRouter.navigate(url),
    toastUrl({ title: "Second toast" }),
  );
  await expect(page.locator("[data-toast]")).toHaveText(/Second toast/);
  await expect(page.locator("[data-toast]")).toHaveCount(1);
});
