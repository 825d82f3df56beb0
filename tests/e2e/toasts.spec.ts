import { chatCopy } from "../../app/content/chat";
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

test("a toast never covers the chat launcher, on a phone or a desktop", async ({ page }) => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(toastUrl({ title: "Above the chat", description: "A longer description." }));
    const toast = (await page.locator("[data-toast]").boundingBox())!;
    const chat = (await page.getByRole("button", { name: chatCopy.launcherLabel }).boundingBox())!;
    const overlaps =
      toast.x < chat.x + chat.width &&
      chat.x < toast.x + toast.width &&
      toast.y < chat.y + chat.height &&
      chat.y < toast.y + toast.height;
    expect(overlaps).toBe(false);
  }
});
