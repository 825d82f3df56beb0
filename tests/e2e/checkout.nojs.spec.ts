import { signUpNew } from "./support/auth";
import { mailsTo, orderRow } from "./support/checkout";
import { expect, test } from "./support/fixtures";

/**
 * The checkout without JavaScript: "Purchase Now" is a link to the checkout page, which offers
 * PayPal and an invoice as plain forms and says that card payment needs JavaScript.
 */
const ITEM = "Funding Business Plan";

test("[S-CHECKOUT-01] signed in, 'Purchase Now' leads to the checkout page: PayPal and pay later, and card payment says it needs JavaScript", async ({
  page,
}) => {
  await signUpNew(page, "nojs-checkout-page");
  await page.goto("/business-plan");
  await page
    .locator('[data-product="plan-funding"]')
    .getByRole("link", { name: "Purchase Now" })
    .click();
  await expect(page).toHaveURL("/checkout?product=plan-funding");
  await expect(page.getByRole("heading", { level: 1, name: ITEM })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Credit Card" })).toBeVisible();
  await expect(page.getByText("Card payment needs JavaScript.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to PayPal" })).toBeVisible();
  await expect(page.getByText("4 payments of $100.00")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Invoice" })).toBeVisible();
});

test("PayPal without JavaScript: approve on PayPal's page, back on the order history with 'Payment Successful'", async ({
  page,
}) => {
  await signUpNew(page, "nojs-paypal");
  await page.goto("/checkout?product=plan-funding");
  await page.getByRole("button", { name: "Continue to PayPal" }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\?token=/);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL("/account?tab=orders");
  await expect(
    page.getByText("Thank you for your purchase! We'll be in touch shortly."),
  ).toBeVisible();
  await expect(orderRow(page, ITEM)).toContainText("$400.00");
  await expect(orderRow(page, ITEM)).toContainText("Completed");
});

test("pay later without JavaScript: the page says 'Invoice Sent', the invoice is mailed, and paying it completes the order", async ({
  page,
}) => {
  const email = await signUpNew(page, "nojs-invoice");
  await page.goto("/checkout?product=plan-funding");
  await page.getByRole("button", { name: "Send Invoice" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Invoice Sent" })).toContainText(
    "Please check your email for the Square invoice.",
  );
  const [invoiceMail] = await mailsTo(email, "Invoice from BTE Consulting");
  const link = new URL(/https?:\/\/\S+\/sandbox\/invoice\?id=\S+/.exec(invoiceMail!)![0]);
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Pay invoice" }).click();
  await expect(page.getByText("This invoice is paid. Thank you!")).toBeVisible();
  await page.goto("/account?tab=orders");
  await expect(orderRow(page, ITEM)).toContainText("Completed");
});
