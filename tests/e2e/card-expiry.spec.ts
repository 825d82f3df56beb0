import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { toast } from "./support/auth";
import { bookAiContentCreation, CARDS } from "./support/checkout";

// Issue 45, item 5: the card's expiry as people type it on a phone, and a refusal that stays at
// the field it is about. The card form needs JavaScript (the card provider's fields are scripts).
test.use({ viewport: { width: 390, height: 844 } });

async function openCardForm(page: Page) {
  await page.goto("/ai-business-growth");
  const dialog = await bookAiContentCreation(page);
  await expect(dialog.getByLabel("Expiration date")).toBeVisible();
  await dialog.getByLabel("Card number").fill(CARDS.approved.number);
  await dialog.getByLabel("CVV").fill(CARDS.approved.cvv);
  await dialog.getByLabel("Postal code").fill(CARDS.approved.postal);
  return dialog;
}

test("an expiry typed as 1229 on a phone's number pad pays", async ({ signedInPage: page }) => {
  const dialog = await openCardForm(page);
  await dialog.getByLabel("Expiration date").fill("1229");
  await dialog.getByRole("button", { name: "Pay $200.00" }).click();
  await expect(page).toHaveURL(/\/account\/order\?number=\d+$/);
  await expect(toast(page)).toContainText("Payment Successful");
});

test("a refused expiry is marked at its field and the reason stays; 12 / 2029 then pays", async ({
  signedInPage: page,
}) => {
  const dialog = await openCardForm(page);
  const expiry = dialog.getByLabel("Expiration date");
  await expiry.fill("13/29");
  await dialog.getByRole("button", { name: "Pay $200.00" }).click();
  await expect(expiry).toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveAccessibleDescription("Expiration date is not valid");
  await expect(dialog.getByLabel("Card number")).not.toHaveAttribute("aria-invalid", "true");
  const alert = dialog.getByRole("alert").filter({ hasText: "Expiration date is not valid" });
  await expect(alert).toBeVisible();
  // The toast goes after a few seconds; the field's mark and the form's message stay.
  await expect(toast(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(alert).toBeVisible();
  await expect(expiry).toHaveAttribute("aria-invalid", "true");

  await expiry.fill("12 / 2029");
  await expect(expiry).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Pay $200.00" }).click();
  await expect(page).toHaveURL(/\/account\/order\?number=\d+$/);
});
