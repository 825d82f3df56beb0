import { storeFailsEmail } from "./support/forms";
import { expect, test } from "./support/fixtures";
import {
  academyFields,
  academyPost,
  interestForm,
  openAndFill,
  submitButton,
  validValues,
} from "./support/academy-form";

test.describe("the academy Program Interest Form without JavaScript", () => {
  test("[S-ACADEMY-13] [S-ACADEMY-14] success leads to the overview-requested page, whose link downloads the PDF", async ({
    page,
  }) => {
    await openAndFill(page, validValues());
    await submitButton(page).click();
    // The browser keeps the form's #interest-form across the redirect; the page has no such id.
    await expect(page).toHaveURL(/\/bte-ai-academy\/overview-requested(#interest-form)?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your Program Overview Is Ready",
    );
    await expect(page.getByText("We received your request")).toBeVisible();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Request Submitted");
    await expect(toast).toContainText("Thank you! You can now download the program overview.");

    const link = page.getByRole("link", { name: "Download the Program Overview (PDF)" });
    await expect(link).toHaveAttribute("href", "/bte-ai-academy/overview.pdf");
    const response = await page.request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toBe(
      'attachment; filename="bte-ai-academy-overview.pdf"',
    );
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("bte-ai-academy-overview.pdf");

    await page.getByRole("link", { name: "Back to the BTE AI Academy" }).click();
    await expect(page).toHaveURL(/\/bte-ai-academy$/);
  });

  test("[S-ACADEMY-16] a failed submit shows 'Submission Error' and its description in the form's alert, at the form", async ({
    page,
  }) => {
    const values = { ...validValues(), email: storeFailsEmail("academy-fail") };
    await openAndFill(page, values);
    const answer = academyPost(page);
    await submitButton(page).click();
    expect((await answer).status()).toBe(503);
    const alert = interestForm(page).getByRole("alert");
    await expect(alert.locator("p")).toHaveText([
      "Submission Error",
      "There was a problem submitting your request. Please try again.",
    ]);
    await expect(alert).toBeInViewport();
    for (const field of academyFields)
      await expect(interestForm(page).getByLabel(field.label, { exact: true })).toHaveValue(
        values[field.name],
      );
  });
});
