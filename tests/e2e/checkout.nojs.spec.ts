import { signUpByRequest } from "./support/auth";
import { mailsTo, orderRow } from "./support/checkout";
import { expect, test } from "./support/fixtures";

/**
 * The checkout without JavaScript: "Purchase Now" is a link to the checkout page, which offers
 * PayPal and an invoice as plain forms and says that card payment needs JavaScript.
 */
const ITEM = "Funding Business Plan";

test("[S-CHECKOUT-01] signed in, 'Purchase Now' leads to the checkout page: PayPal and pay later, and card payment says it needs JavaScript", async ({
  signedInPage: page,
}) => {
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
  await expect(page.getByText("4 payments of $100", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Invoice" })).toBeVisible();
});

test("PayPal without JavaScript: approve on PayPal's page, back on the order's page with 'Payment Successful'", async ({
  page,
}) => {
  await signUpByRequest(page, "nojs-paypal");
  await page.goto("/checkout?product=plan-funding");
  await page.getByRole("button", { name: "Continue to PayPal" }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\?token=/);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/account\/order\?number=\d+$/);
  await expect(
    page.getByText("Thank you for your purchase! We'll be in touch shortly."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is paid");
  await expect(page.getByRole("definition").getByText("PayPal", { exact: true })).toHaveCount(1);
  await expect(page.getByRole("definition").filter({ hasText: ITEM })).toHaveCount(1);
  await page.getByRole("link", { name: "All your orders" }).click();
  await expect(orderRow(page, ITEM)).toContainText("$400.00");
  await expect(orderRow(page, ITEM)).toContainText("Completed");
});

test("pay later without JavaScript: 'Invoice Sent' on the order's page, the invoice is mailed, and its Pay invoice link completes the order", async ({
  page,
}) => {
  const email = await signUpByRequest(page, "nojs-invoice");
  await page.goto("/checkout?product=plan-funding");
  await page.getByRole("button", { name: "Send Invoice" }).click();
  await expect(page).toHaveURL(/\/account\/order\?number=\d+$/);
  await expect(page.getByText("Please check your email for the Square invoice.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoice sent");
  const number = new URL(page.url()).searchParams.get("number");
  await expect(page.getByRole("definition").filter({ hasText: `BTE-${number}` })).toHaveCount(1);
  await expect(page.getByRole("definition").filter({ hasText: "$400.00" })).toHaveCount(1);
  await expect(page.getByText(`We e-mailed an invoice to ${email}.`)).toBeVisible();
  const [invoiceMail] = await mailsTo(email, "Invoice from BTE Consulting");
  expect(invoiceMail).toContain(
    `Subject: Invoice from BTE Consulting: Funding Business Plan, order BTE-${number}`,
  );
  expect(invoiceMail).toContain(`Order number: BTE-${number}`);
  const mailed = new URL(/https?:\/\/\S+\/sandbox\/invoice\?id=\S+/.exec(invoiceMail!)![0]);
  const pay = page.getByRole("link", { name: "Pay invoice" });
  await expect(pay).toHaveAttribute("href", new RegExp(`${mailed.search.replace("?", "\\?")}$`));
  await pay.click();
  await page.getByRole("button", { name: "Pay invoice" }).click();
  await expect(page.getByText("This invoice is paid. Thank you!")).toBeVisible();
  await page.goto(`/account/order?number=${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is paid");
  await page.goto("/account?tab=orders");
  await expect(orderRow(page, ITEM)).toContainText("Completed");
});

test("Send Invoice twice without JavaScript (two copies of the page, a replayed post): one invoice, one pending order; the checkout then shows it", async ({
  page,
  context,
}) => {
  const email = await signUpByRequest(page, "nojs-invoice-twice");
  const other = await context.newPage();
  await page.goto("/checkout?product=plan-funding");
  await other.goto("/checkout?product=plan-funding");
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Send Invoice" }) });
  const fields = await form.evaluate((f) =>
    Object.fromEntries(new FormData(f as HTMLFormElement) as unknown as [string, string][]),
  );
  await page.getByRole("button", { name: "Send Invoice" }).click();
  await expect(page).toHaveURL(/\/account\/order\?number=\d+$/);
  const orderUrl = page.url();
  // The other copy of the page still offers a form with its own attempt: it lands on the same order.
  await other.getByRole("button", { name: "Send Invoice" }).click();
  await expect(other).toHaveURL(orderUrl);
  // The first post, replayed as it was sent.
  const replay = await page.request.post("/checkout?product=plan-funding", {
    form: fields,
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(303);
  expect(new URL(replay.headers().location!, page.url()).href).toBe(orderUrl);

  await page.goto("/account?tab=orders");
  await expect(page.getByRole("row").filter({ hasText: ITEM })).toHaveCount(1);
  await expect(orderRow(page, ITEM)).toContainText("Pending");
  expect(await mailsTo(email, "Invoice from BTE Consulting")).toHaveLength(1);

  await page.goto("/checkout?product=plan-funding");
  await expect(page.getByRole("heading", { name: "Invoice sent" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay invoice" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Invoice" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue to PayPal" })).toHaveCount(0);
  await page.getByRole("link", { name: /^See order BTE-/ }).click();
  await expect(page).toHaveURL(orderUrl);
});
