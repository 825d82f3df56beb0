import { expect, test } from "./support/fixtures";
import { uniqueEmail } from "./support/forms";

test.describe("contact form without JavaScript", () => {
  test("[S-CONTACT-05] the 'Other' text is always shown, and ignored unless Other is ticked", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByLabel("Please specify other needs")).toBeVisible();
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(uniqueEmail("contact-nojs"));
    await page.getByLabel("Telephone").fill("7045550100");
    await page.getByRole("checkbox", { name: "Business Plan Writing" }).check();
    await page.getByLabel("Please specify other needs").fill("Not ticked, so not read");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(
      page.getByText("Thank you for your message. We'll get back to you soon!"),
    ).toBeVisible();
  });
});
