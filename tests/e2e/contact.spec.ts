import { expect, test } from "./support/fixtures";

test.describe("contact form with JavaScript", () => {
  test("[S-CONTACT-05] 'Please specify other needs' shows only while Other is ticked", async ({
    page,
  }) => {
    await page.goto("/contact");
    const other = page.getByLabel("Please specify other needs");
    await expect(other).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Other" }).check();
    await expect(other).toBeVisible();
    await page.getByRole("checkbox", { name: "Other" }).uncheck();
    await expect(other).toHaveCount(0);
  });

  test("[S-CONTACT-06] [S-CONTACT-07] checked on submit first, then again on every change", async ({
    page,
  }) => {
    await page.goto("/contact");
    const name = page.getByLabel("Full Name");
    await name.fill("A");
    // Nothing is said before the first submit...
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    // ...and after it, each change is checked as it happens.
    await name.fill("Ada");
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Grant Research & Writing" }).check();
    await expect(page.getByText("Please select at least one service")).toHaveCount(0);
  });
});
