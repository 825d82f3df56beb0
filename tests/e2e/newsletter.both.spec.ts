import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { storeFailsEmail, freezeClock, uniqueEmail } from "./support/forms";

const section = (page: Page) => page.locator("#newsletter");
const toast = (page: Page) =>
  page
    .getByRole("status")
    .or(page.getByRole("alert"))
    .filter({ hasText: /Success!|Error/ });

async function subscribe(page: Page, fullName: string, email: string) {
  await section(page).getByLabel("Full Name").fill(fullName);
  await section(page).getByLabel("Email").fill(email);
  await section(page).getByRole("button", { name: "Subscribe" }).click();
}

test.describe("newsletter section (with and without JavaScript)", () => {
  // The home page's promotional pop-up opens at 2 s; a frozen clock keeps it from landing
  // in the middle of typing (it is tested on its own in promo-popup.spec.ts).
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
  });

  test("[S-NEWSLETTER-01] [S-NEWSLETTER-06] [S-NEWSLETTER-07] a weekly newsletter of grants, funding, AI tips and training; both fields required", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(section(page)).toContainText(/weekly newsletter/i);
    for (const topic of [
      "Grant alerts",
      "Funding leads",
      "AI business tips",
      "Low-cost training",
    ]) {
      await expect(section(page).getByRole("listitem").filter({ hasText: topic })).toBeVisible();
    }
    const name = section(page).getByLabel("Full Name");
    const email = section(page).getByLabel("Email");
    await expect(name).toHaveAttribute("required", "");
    await expect(email).toHaveAttribute("required", "");
    await expect(email).toHaveAttribute("type", "email");
    // The browser itself refuses an empty name or a malformed address.
    await email.fill("not-an-email");
    await section(page).getByRole("button", { name: "Subscribe" }).click();
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(toast(page)).toHaveCount(0);
  });

  test("[S-NEWSLETTER-11] [S-NEWSLETTER-17] a subscription: the success toast and empty fields; the same address again is no error", async ({
    page,
  }) => {
    const email = uniqueEmail("newsletter");
    await page.goto("/");
    await subscribe(page, "Ada Lovelace", email);
    await expect(toast(page)).toContainText("Success!");
    await expect(toast(page)).toContainText(
      "Thank you for subscribing! Check your email for a welcome message.",
    );
    await expect(section(page).getByLabel("Full Name")).toHaveValue("");
    await expect(section(page).getByLabel("Email")).toHaveValue("");
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/");
    await subscribe(page, "Ada King", email.toUpperCase());
    await expect(toast(page)).toContainText("Thank you for subscribing!");
  });

  test("[S-NEWSLETTER-12] [S-NEWSLETTER-18] [S-NEWSLETTER-19] a failed subscription: the error toast, a 503, and the values stay", async ({
    page,
  }) => {
    const email = storeFailsEmail("newsletter-fail");
    await page.goto("/");
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await subscribe(page, "Ada Lovelace", email);
    expect((await answer).status()).toBe(503);
    await expect(
      page.getByText("Something went wrong. Please try again later.").first(),
    ).toBeVisible();
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Email")).toHaveValue(email);
  });
});
