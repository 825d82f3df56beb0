import { storeFailsEmail } from "./support/forms";
import type { Page } from "@playwright/test";
import { academyMessages } from "../../app/utils/forms/academy";
import { TOO_MANY_MESSAGE } from "../../app/utils/forms/lead-form";
import { expect, test } from "./support/fixtures";
import {
  academyFields,
  academyPost,
  interestForm,
  openAndFill,
  submitButton,
  uniqueEmail,
  validValues,
  type AcademyValues,
} from "./support/academy-form";

const toast = (page: Page) => page.locator("[data-toast]");

test.describe("the academy Program Interest Form (with and without JavaScript)", () => {
  test("[S-ACADEMY-04] has the six labelled fields with autocomplete and the submit button", async ({
    page,
  }) => {
    await page.goto("/bte-ai-academy");
    const section = page.locator("section#interest-form");
    const form = interestForm(page);
    await expect(section.getByRole("form", { name: "Program Interest Form" })).toBeVisible();
    for (const field of academyFields) {
      const input = form.getByLabel(field.label, { exact: true });
      await expect(input).toHaveAttribute("name", field.name);
      await expect(input).toHaveAttribute("autocomplete", field.autocomplete);
      await expect(input).toBeEditable();
    }
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone", { exact: true })).toHaveAttribute("type", "tel");
    await expect(form.getByRole("textbox")).toHaveCount(academyFields.length);
    await expect(submitButton(page)).toBeEnabled();
    await expect(form).toHaveAttribute("method", "post");
  });

  const invalid: { id: string; name: keyof AcademyValues; value: string; message: string }[] = [
    { id: "S-ACADEMY-05", name: "firstName", value: "A", message: academyMessages.firstName },
    { id: "S-ACADEMY-06", name: "lastName", value: "B", message: academyMessages.lastName },
    { id: "S-ACADEMY-07", name: "organization", value: "C", message: academyMessages.organization },
    { id: "S-ACADEMY-08", name: "email", value: "maya@", message: academyMessages.email },
    { id: "S-ACADEMY-09", name: "phone", value: "704-555", message: academyMessages.phone },
    { id: "S-ACADEMY-10", name: "city", value: "D", message: academyMessages.city },
  ];
  for (const { id, name, value, message } of invalid) {
    test(`[${id}] ${name} "${value}" is rejected with "${message}", and every value is kept`, async ({
      page,
    }) => {
      const values = { ...validValues(), [name]: value };
      await openAndFill(page, values);
      await submitButton(page).click();
      const label = academyFields.find((f) => f.name === name)!.label;
      const input = interestForm(page).getByLabel(label, { exact: true });
      await expect(input).toHaveAccessibleDescription(message);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(interestForm(page).getByText(message, { exact: true })).toBeVisible();
      for (const field of academyFields) {
        const other = interestForm(page).getByLabel(field.label, { exact: true });
        await expect(other).toHaveValue(values[field.name]);
        if (field.name !== name) await expect(other).not.toHaveAttribute("aria-invalid", "true");
      }
      await expect(page).toHaveURL(/\/bte-ai-academy(\?[^#]*)?#interest-form$/);
      await expect(toast(page)).toHaveCount(0);
    });
  }

  test("an empty form lists all six messages at once", async ({ page }) => {
    await page.goto("/bte-ai-academy");
    await submitButton(page).click();
    for (const message of [
      academyMessages.firstName,
      academyMessages.lastName,
      academyMessages.organization,
      academyMessages.email,
      academyMessages.phone,
      academyMessages.city,
    ])
      await expect(interestForm(page).getByText(message, { exact: true })).toBeVisible();
  });

  test("[S-ACADEMY-13] a successful submit shows the toast 'Request Submitted' / 'Thank you! You can now download the program overview.'", async ({
    page,
  }) => {
    await openAndFill(page, validValues());
    const answer = academyPost(page);
    await submitButton(page).click();
    expect((await answer).status()).toBeLessThan(400);
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toHaveAttribute("data-variant", "default");
    await expect(toast(page).locator("p").nth(0)).toHaveText("Request Submitted");
    await expect(toast(page).locator("p").nth(1)).toHaveText(
      "Thank you! You can now download the program overview.",
    );
  });

  test("[S-ACADEMY-16] [S-ACADEMY-17] a failed store answers 503 (the server's log line is not read here) with 'There was a problem submitting your request. Please try again.' and keeps every value", async ({
    page,
  }) => {
    const values = { ...validValues(), email: storeFailsEmail("academy-fail") };
    await openAndFill(page, values);
    const answer = academyPost(page);
    await submitButton(page).click();
    expect((await answer).status()).toBe(503);
    await expect(interestForm(page).getByRole("alert")).toContainText(
      "There was a problem submitting your request. Please try again.",
    );
    for (const field of academyFields)
      await expect(interestForm(page).getByLabel(field.label, { exact: true })).toHaveValue(
        values[field.name],
      );
    await expect(page.locator('[data-toast][data-variant="default"]')).toHaveCount(0);
  });

  test("a sixth submission with the same e-mail within the hour is turned away (429) with the wait message", async ({
    page,
  }) => {
    test.slow();
    const values = validValues(uniqueEmail());
    for (let i = 0; i < 5; i++) {
      await openAndFill(page, values);
      const answer = academyPost(page);
      await submitButton(page).click();
      expect((await answer).status(), `submission ${i + 1}`).toBeLessThan(400);
      await expect(toast(page)).toContainText("Request Submitted");
    }
    await openAndFill(page, values);
    const answer = academyPost(page);
    await submitButton(page).click();
    expect((await answer).status()).toBe(429);
    await expect(interestForm(page).getByRole("alert")).toHaveText(TOO_MANY_MESSAGE);
    await expect(interestForm(page).getByLabel("Email", { exact: true })).toHaveValue(values.email);
  });
});
