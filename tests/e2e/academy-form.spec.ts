import { storeFailsEmail } from "./support/forms";
import type { Page } from "@playwright/test";
import { academyMessages } from "../../app/utils/forms/academy";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  academyFields,
  academyPost,
  interestForm,
  openAndFill,
  submitButton,
  validValues,
  type AcademyValues,
} from "./support/academy-form";
import { expectHydrated } from "./support/deferred";

const toast = (page: Page) => page.locator("[data-toast]");

/** The form hydrates after the page (ADR 59): these tests are about what it does once it has. */
async function openFilledAndHydrated(page: Page, values: AcademyValues) {
  await openAndFill(page, values);
  await expectHydrated(submitButton(page));
}

test.describe("the academy Program Interest Form with JavaScript", () => {
  test("[S-ACADEMY-13] [S-ACADEMY-14] [S-ACADEMY-15] success: the toast, the PDF download starts, the form resets, the page stays", async ({
    page,
  }) => {
    await openFilledAndHydrated(page, validValues());
    const download = page.waitForEvent("download");
    const answer = academyPost(page);
    await submitButton(page).click();
    expect((await answer).status()).toBe(200);
    const file = await download;
    expect(file.suggestedFilename()).toBe("bte-ai-academy-overview.pdf");
    expect(new URL(file.url()).pathname).toBe("/bte-ai-academy/overview.pdf");
    const saved = await file.createReadStream();
    const head = await new Promise<Buffer>((resolve, reject) => {
      saved.once("data", (chunk) => resolve(Buffer.from(chunk)));
      saved.once("error", reject);
    });
    expect(head.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    saved.destroy();

    await expect(toast(page)).toHaveAttribute("data-variant", "default");
    await expect(toast(page)).toContainText("Request Submitted");
    await expect(toast(page)).toContainText(
      "Thank you! You can now download the program overview.",
    );
    for (const field of academyFields)
      await expect(interestForm(page).getByLabel(field.label, { exact: true })).toHaveValue("");
    // Still on the academy page, and still at the form (no jump to the top).
    await expect(page).toHaveURL(/\/bte-ai-academy(#interest-form)?$/);
    await expect(submitButton(page)).toBeInViewport();
    await expect(interestForm(page).getByRole("alert")).toHaveCount(0);
  });

  test("[S-ACADEMY-16] [S-ACADEMY-17] a failed submit shows the destructive toast 'Submission Error', answers 503 (the server's log line is not read here), no download, values kept", async ({
    page,
  }) => {
    const values = { ...validValues(), email: storeFailsEmail("academy-fail") };
    await openFilledAndHydrated(page, values);
    let downloaded = false;
    page.on("download", () => {
      downloaded = true;
    });
    const answer = academyPost(page);
    await submitButton(page).click();
    expect((await answer).status()).toBe(503);
    await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
    await expect(toast(page).locator("p").nth(0)).toHaveText("Submission Error");
    await expect(toast(page).locator("p").nth(1)).toHaveText(
      "There was a problem submitting your request. Please try again.",
    );
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByRole("alert"),
    ).toContainText("Submission Error");
    for (const field of academyFields)
      await expect(interestForm(page).getByLabel(field.label, { exact: true })).toHaveValue(
        values[field.name],
      );
    expect(downloaded).toBe(false);
  });

  test("the button reads 'Submitting...' and is disabled while the request is on its way", async ({
    page,
  }) => {
    await openFilledAndHydrated(page, validValues());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/bte-ai-academy.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await submitButton(page).click();
    const busy = interestForm(page).getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(submitButton(page)).toBeEnabled();
    await expect(toast(page)).toContainText("Request Submitted");
  });

  test("errors are checked in the browser on submit, then cleared as the visitor types", async ({
    page,
  }) => {
    await openFilledAndHydrated(page, { ...validValues(), firstName: "A" });
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await submitButton(page).click();
    const firstName = interestForm(page).getByLabel("First Name", { exact: true });
    await expect(firstName).toHaveAccessibleDescription(academyMessages.firstName);
    expect(posted).toBe(false);
    await firstName.fill("Al");
    await expect(firstName).toHaveAccessibleDescription("");
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
  });

  test("axe finds no serious violation on the academy page with every field in error", async ({
    page,
  }) => {
    await page.goto("/bte-ai-academy#interest-form");
    await submitButton(page).click();
    await expect(interestForm(page).getByText(academyMessages.city, { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("axe finds no serious violation on the overview-requested page, which is kept out of search", async ({
    page,
  }) => {
    await page.goto("/bte-ai-academy/overview-requested");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
