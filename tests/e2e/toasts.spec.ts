import { chatCopy } from "../../app/content/chat";
import { expect, test } from "./support/fixtures";
import { flashSignedOutToast } from "./support/toast";

test("[S-WIDGETS-05] only one toast at a time: a new one replaces the old", async ({ page }) => {
  await flashSignedOutToast(page, "/video-library");
  await expect(page.locator("[data-toast]")).toHaveText(/Signed out successfully/);
  // A client-side form submission whose answer flashes another toast.
  await page
    .locator("[data-video-card]")
    .first()
    .getByRole("button", { name: "Purchase for $19" })
    .click();
  await expect(page.locator("[data-toast]")).toHaveText(/Authentication required/);
  await expect(page.locator("[data-toast]")).toHaveCount(1);
});

test("a toast never covers the chat launcher, on a phone or a desktop", async ({ page }) => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await flashSignedOutToast(page);
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
