import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { viewports } from "./support/pages";
import { flashAuthRequiredToast, flashSignedOutToast } from "./support/toast";

const toasts = (page: Page) => page.locator("[data-toast]");

test.describe("toasts (with and without JavaScript)", () => {
  test("[S-WIDGETS-03] [S-WIDGETS-04] a flashed toast is rendered by the server: title, description, close", async ({
    page,
  }) => {
    await flashSignedOutToast(page, "/faq");
    await expect(page).toHaveURL(/\/faq$/);
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Signed out successfully");
    await expect(toast).toContainText("You have been signed out of your account.");
    await expect(toast).toHaveAttribute("data-variant", "default");
    await expect(toast.getByRole("button", { name: "Close notification" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByRole("status"),
    ).toContainText("Signed out successfully");
  });

  test("[S-WIDGETS-04] [S-ERRORS-01] [S-ERRORS-02] destructive toasts are alerts with the danger colour, success ones are not", async ({
    page,
  }) => {
    await flashAuthRequiredToast(page);
    const toast = toasts(page);
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByRole("alert"),
    ).toContainText("Please sign in to purchase this video");
    await expect(toast).toHaveCSS("background-color", "rgb(180, 35, 24)");
    await flashSignedOutToast(page);
    await expect(toasts(page)).toHaveAttribute("data-variant", "default");
    await expect(toasts(page)).not.toHaveCSS("background-color", "rgb(180, 35, 24)");
  });

  test("the flash is shown once: a reload does not show it again", async ({ page }) => {
    await flashSignedOutToast(page);
    await expect(toasts(page)).toHaveCount(1);
    await page.reload();
    await expect(toasts(page)).toHaveCount(0);
  });

  test("[S-WIDGETS-06] a toast closes by itself after 5 seconds", async ({ page }) => {
    await flashSignedOutToast(page);
    await expect(toasts(page).first()).toBeVisible();
    const shownAt = Date.now();
    await page.waitForTimeout(2500);
    await expect(toasts(page).first()).toBeVisible();
    await expect(toasts(page)).toBeHidden({ timeout: 6000 });
    // Gone by 5 s after it was first seen (plus the time to notice), not much later.
    expect(Date.now() - shownAt).toBeLessThan(8000);
  });

  test("[S-WIDGETS-01] at the top on small screens", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await flashSignedOutToast(page);
    const box = (await toasts(page).boundingBox())!;
    expect(box.y).toBeLessThan(100);
  });

  test("[S-WIDGETS-02] at the bottom right on larger screens", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await flashSignedOutToast(page);
    // Measured once its 200 ms slide-in has ended (it starts 8 px higher).
    const bottom = async () => {
      const box = (await toasts(page).boundingBox())!;
      return box.y + box.height;
    };
    await expect.poll(bottom).toBeGreaterThan(viewports.desktop.height - 100);
    const box = (await toasts(page).boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(viewports.desktop.width - 100);
    expect(box.x).toBeGreaterThan(viewports.desktop.width / 2);
  });

  test("the close button closes it", async ({ page }) => {
    await flashSignedOutToast(page);
    await toasts(page).getByRole("button", { name: "Close notification" }).click();
    await expect(toasts(page)).toHaveCount(0);
  });
});
