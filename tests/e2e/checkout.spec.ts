import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { signUpByRequest, toast } from "./support/auth";
import {
  CARDS,
  endSession,
  bookAiContentCreation,
  checkoutDialog,
  fillCard,
  mailsTo,
  orderRow,
  type TestCard,
} from "./support/checkout";
import { expect, test } from "./support/fixtures";

/**
 * The checkout dialog with JavaScript, on the offline sandbox (the default): every way to pay, as
 * a customer does it, and what the order history then shows. The same flows run against the
 * Square and PayPal fakes in tests/integration/checkout-service.test.ts.
 */
const AI_ITEM = "AI Content Creation";
const AI_ITEM_ID = "ai-content-creation";

/** The order's page a checkout ends on: number, item, amount, way of paying, what happens next. */
async function expectOrderPage(
  page: Page,
  order: { heading: string; method: string; next: string; amount?: string; item?: string },
) {
  await expect(page).toHaveURL(/\/account\/order\?number=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(order.heading);
  const number = new URL(page.url()).searchParams.get("number");
  const facts = page.getByRole("definition");
  await expect(facts.filter({ hasText: `BTE-${number}` })).toHaveCount(1);
  await expect(facts.filter({ hasText: order.item ?? AI_ITEM })).toHaveCount(1);
  await expect(facts.filter({ hasText: order.amount ?? "$200.00" })).toHaveCount(1);
  await expect(facts.getByText(order.method, { exact: true })).toHaveCount(1);
  await expect(page.getByRole("listitem").filter({ hasText: order.next })).toHaveCount(1);
}

/** Opens the checkout dialog of the AI services page's first service card ("Book Now"). */
async function openFromAiServices(page: Page) {
  await page.goto("/ai-business-growth");
  const dialog = await bookAiContentCreation(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function payByCard(page: Page, card: TestCard) {
  const dialog = await openFromAiServices(page);
  await fillCard(page, card);
  await dialog.getByRole("button", { name: "Pay $200.00" }).click();
  return dialog;
}

test("[S-CHECKOUT-01] [S-CHECKOUT-02] [S-CHECKOUT-03] [S-PAY-01] [S-PAY-02] [S-PAY-03] the card tab loads the card form only when a checkout opens, with a placeholder until it attaches", async ({
  signedInPage: page,
}) => {
  const sdkRequests: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/square.js")) sdkRequests.push(r.url());
  });
  // Hold the script back, to see the placeholder the customer sees on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/sandbox/square.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/ai-business-growth");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(sdkRequests).toEqual([]);

  await page
    .locator(`[data-product="${AI_ITEM_ID}"]`)
    .getByRole("link", { name: "Book Now" })
    .click();
  const dialog = checkoutDialog(page, AI_ITEM);
  await expect(dialog.getByRole("tab")).toHaveText(["Credit Card", "PayPal", "Buy Now Pay Later"]);
  await expect(dialog.getByRole("tab", { name: "Credit Card" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(dialog.getByText("Loading payment form...")).toBeVisible();
  await expect(dialog.getByLabel("Card number")).toHaveCount(0);
  // The form attaching makes the dialog taller; Close stays where the customer saw it.
  const close = dialog.getByRole("button", { name: "Close" });
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const closeWhileLoading = await close.boundingBox();
  const heightWhileLoading = (await dialog.boundingBox())!.height;
  release();
  await expect(dialog.getByLabel("Card number")).toBeVisible();
  await expect(dialog.getByText("Loading payment form...")).toHaveCount(0);
  expect((await dialog.boundingBox())!.height).toBeGreaterThan(heightWhileLoading);
  expect(await close.boundingBox()).toEqual(closeWhileLoading);
  expect(sdkRequests).toHaveLength(1);
  await expect(dialog.getByText(/Sandbox: no real money is taken/)).toBeVisible();
});

test("[S-PAY-04] [S-PAY-08] [S-PAY-09] [S-PAY-13] [S-CHECKOUT-05] an approved card: 'Processing...' while paying, 'Payment Successful' on the order's page, the order is Completed and both e-mails are sent", async ({
  page,
}) => {
  const email = await signUpByRequest(page, "checkout-card");
  // Slow the answer down a little, to see the button while the payment is on its way.
  await page.route("**/checkout.data?product=*", async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const posted: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/checkout")) posted.push(r.postData() ?? "");
  });
  const dialog = await payByCard(page, CARDS.approved);
  const processing = dialog.getByRole("button", { name: "Processing..." });
  await expect(processing).toBeVisible();
  await expect(processing).toBeDisabled();
  await expect(toast(page)).toContainText("Payment Successful");
  await expect(toast(page)).toContainText("Your payment has been processed successfully.");
  await expect(dialog).toHaveCount(0);
  await expectOrderPage(page, {
    heading: "Thank you! Your order is paid",
    method: "Visa ending in 1111",
    next: "We'll be in touch within one business day to get started.",
  });
  // The page doubles as the receipt: who paid and who sold it.
  await expect(page.locator("dt:text-is('Billed to') + dd")).toHaveText(`Ada Lovelace${email}`);
  await expect(page.locator("dt:text-is('Sold by') + dd")).toHaveText(
    "BTE ConsultingCharlotte, NC, UShello@bteconsulting.example(704) 555-0142",
  );
  // Only the token, the product's attempt and the form's guards leave the page: no card number,
  // no amount.
  expect(posted).toHaveLength(1);
  const fields = new URLSearchParams(posted[0]);
  expect(fields.get("sourceId")).toBe("cnon:card-nonce-ok");
  expect(fields.get("intent")).toBe("card");
  expect(posted[0]).not.toContain("4111");
  expect([...fields.keys()].filter((k) => /amount|price|user|email|card/i.test(k))).toEqual([]);

  await page.goto("/account?tab=orders");
  await expect(orderRow(page, AI_ITEM)).toContainText("$200.00");
  await expect(orderRow(page, AI_ITEM)).toContainText("Completed");
  const [receipt] = await mailsTo(email, "Your receipt from BTE Consulting");
  expect(receipt).toContain("Amount paid: $200.00");
  expect(receipt).toContain("Paid by: Visa ending in 1111");
  expect(receipt).toContain(`Billed to: Ada Lovelace, ${email}`);
  expect(receipt).toMatch(/Order number: BTE-\d{4,}/);
  expect(receipt).toContain("Content-Type: text/html");
  await mailsTo("hello@bteconsulting.example", `Order number`);
});

test("[S-PAY-10] [S-PAY-12] a declined card: 'Payment Failed' with the reason, the dialog stays open to try another card, and the order is Failed", async ({
  page,
}) => {
  await signUpByRequest(page, "checkout-decline");
  const dialog = await payByCard(page, CARDS.declined);
  await expect(toast(page)).toContainText("Payment Failed");
  await expect(toast(page)).toContainText("Your card was declined. Please use another card.");
  await expect(dialog).toBeVisible();

  // The next try is a new attempt: this one goes through.
  await fillCard(page, CARDS.approved);
  await dialog.getByRole("button", { name: "Pay $200.00" }).click();
  await expect(toast(page)).toContainText("Payment Successful");
  await expect(page).toHaveURL(/\/account\/order\?number=\d+$/);
  await page.goto("/account?tab=orders");
  const rows = page.getByRole("row").filter({ hasText: AI_ITEM });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Completed");
  await expect(rows.nth(1)).toContainText("Failed");
});

test("[S-PAY-12] a wrong CVV (911) fails with the card processor's reason", async ({ page }) => {
  await signUpByRequest(page, "checkout-cvv");
  await payByCard(page, CARDS.badCvv);
  await expect(toast(page)).toContainText("Payment Failed");
  await expect(toast(page)).toContainText("The card's security code (CVV) is incorrect.");
});

test("[S-PAY-07] a card the form cannot tokenise shows its first error, and nothing is posted", async ({
  signedInPage: page,
}) => {
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/checkout")) posts++;
  });
  await payByCard(page, CARDS.badNumber);
  await expect(toast(page)).toContainText("Payment Failed");
  await expect(toast(page)).toContainText("Card number is not valid");
  expect(posts).toBe(0);
});

test("[S-PAY-05] paying before the card form has attached fails with 'Square payment form not initialized'", async ({
  signedInPage: page,
}) => {
  await page.route("**/sandbox/square.js", () => new Promise(() => undefined));
  const dialog = await openFromAiServices(page);
  await dialog.getByRole("button", { name: "Pay $200.00" }).click();
  await expect(toast(page)).toContainText("Payment Failed");
  await expect(toast(page)).toContainText("Square payment form not initialized");
});

test("[S-PAY-11] a card form that cannot start shows 'Payment Setup Failed' with the reason", async ({
  signedInPage: page,
}) => {
  await page.route("**/sandbox/square.js", (route) => route.fulfill({ status: 503, body: "" }));
  const dialog = await openFromAiServices(page);
  await expect(toast(page)).toContainText("Payment Setup Failed");
  await expect(toast(page)).toContainText("The card payment script could not be loaded.");
  await expect(dialog.getByRole("button", { name: "Pay $200.00" })).toBeDisabled();
});

test("[S-PAY-06] a session that ended while the dialog was open: 'Payment Failed' / 'User not authenticated', nothing charged", async ({
  signedInPage: page,
  context,
}) => {
  const dialog = await openFromAiServices(page);
  await fillCard(page, CARDS.approved);
  await endSession(context);
  await dialog.getByRole("button", { name: "Pay $200.00" }).click();
  await expect(toast(page)).toContainText("Payment Failed");
  await expect(toast(page)).toContainText("User not authenticated");
});

test("[S-CHECKOUT-04] the dialog closes on its close button and on Escape, giving focus back to the button", async ({
  signedInPage: page,
}) => {
  const dialog = await openFromAiServices(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  const opener = page.locator(`[data-product="${AI_ITEM_ID}"]`).getByRole("link", {
    name: "Book Now",
  });
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("Book Now's 'Purchase Now' opens the dialog on PayPal; arrow keys move between the tabs; axe finds nothing serious", async ({
  signedInPage: page,
}) => {
  await page.goto("/book-now");
  await page
    .locator(`[data-product="${AI_ITEM_ID}"]`)
    .getByRole("link", { name: "Purchase Now" })
    .click();
  const dialog = checkoutDialog(page, AI_ITEM);
  const paypal = dialog.getByRole("tab", { name: "PayPal" });
  await expect(paypal).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("button", { name: "Continue to PayPal" })).toBeVisible();
  await paypal.focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "Buy Now Pay Later" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Send Invoice" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the checkout page (the dialog's content as a page) has no serious axe violation", async ({
  signedInPage: page,
}) => {
  await page.goto("/checkout?product=plan-funding");
  await expect(page.getByLabel("Card number")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("[S-CHECKOUT-12] the pay-later tab shows the card's plan: a quarter of the price", async ({
  signedInPage: page,
}) => {
  await page.goto("/business-plan");
  await page
    .locator('[data-product="plan-revamp"]')
    .getByRole("link", { name: "Purchase Now" })
    .click();
  const dialog = checkoutDialog(page, "Business Plan Revamp");
  await dialog.getByRole("tab", { name: "Buy Now Pay Later" }).click();
  await expect(dialog.getByText("4 payments of $50", { exact: true })).toBeVisible();
});

test("[S-PAY-15] [S-PAY-16] PayPal: approve on PayPal's page, come back to the order's page with 'Payment Successful'; the order is Completed once, even when the browser comes back twice", async ({
  page,
}) => {
  await signUpByRequest(page, "checkout-paypal");
  const dialog = await openFromAiServices(page);
  await dialog.getByRole("tab", { name: "PayPal" }).click();
  await dialog.getByRole("button", { name: "Continue to PayPal" }).click();
  await expect(page).toHaveURL(/\/sandbox\/paypal\?token=/);
  await expect(
    page.getByText("Pay $200.00 to BTE Consulting for AI Content Creation"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(toast(page)).toContainText("Payment Successful");
  await expect(toast(page)).toContainText(
    "Thank you for your purchase! We'll be in touch shortly.",
  );
  await expectOrderPage(page, {
    heading: "Thank you! Your order is paid",
    method: "PayPal",
    next: "We'll be in touch within one business day to get started.",
  });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/account?tab=orders");
  await expect(orderRow(page, AI_ITEM)).toContainText("Completed");

  // The browser's back button to PayPal's return URL: no second capture, no second order.
  await page.goBack();
  await page.goto("/account?tab=orders");
  await expect(page.getByRole("row").filter({ hasText: AI_ITEM })).toHaveCount(1);
});

test("PayPal: cancelling on PayPal's page comes back to the item, says nothing was charged, and the order is Canceled", async ({
  page,
}) => {
  await signUpByRequest(page, "checkout-paypal-cancel");
  const dialog = await openFromAiServices(page);
  await dialog.getByRole("tab", { name: "PayPal" }).click();
  await dialog.getByRole("button", { name: "Continue to PayPal" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`/checkout?product=${AI_ITEM_ID}&tab=paypal`);
  await expect(toast(page)).toContainText("You canceled the PayPal payment. Nothing was charged.");
  await page.goto("/account?tab=orders");
  await expect(orderRow(page, AI_ITEM)).toContainText("Canceled");
});

test("[S-PAY-18] a PayPal call refused (the session ended): 'PayPal Redirect Failed' with the reason", async ({
  signedInPage: page,
  context,
}) => {
  const dialog = await openFromAiServices(page);
  await dialog.getByRole("tab", { name: "PayPal" }).click();
  await endSession(context);
  await dialog.getByRole("button", { name: "Continue to PayPal" }).click();
  await expect(toast(page)).toContainText("PayPal Redirect Failed");
  await expect(toast(page)).toContainText("User not authenticated");
});

test("[S-PAY-19] [S-PAY-21] [S-PAY-22] pay later: 'Invoice Sent' on the order's page, Pending; the item's checkout then shows the invoice; paying it completes the order", async ({
  page,
}) => {
  const email = await signUpByRequest(page, "checkout-invoice");
  const dialog = await openFromAiServices(page);
  await dialog.getByRole("tab", { name: "Buy Now Pay Later" }).click();
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByRole("button", { name: "Send Invoice" }).click();
  await expect(toast(page)).toContainText("Invoice Sent");
  await expect(toast(page)).toContainText("Please check your email for the Square invoice.");
  await expect(dialog).toHaveCount(0);
  await expectOrderPage(page, {
    heading: "Invoice sent",
    method: "Invoice (Buy Now Pay Later)",
    next: `We e-mailed an invoice to ${email}.`,
  });
  await expect(page.getByRole("link", { name: "Pay invoice" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/account?tab=orders");
  await expect(orderRow(page, AI_ITEM)).toContainText("Pending");
  await expect(orderRow(page, AI_ITEM).getByRole("link", { name: /Pay invoice/ })).toBeVisible();

  // The item's checkout now shows the invoice instead of a second way to pay.
  const again = await openFromAiServices(page);
  await expect(again.getByRole("heading", { name: "Invoice sent" })).toBeVisible();
  await expect(again.getByRole("link", { name: "Pay invoice" })).toBeVisible();
  await expect(again.getByRole("button", { name: "Send Invoice" })).toHaveCount(0);
  await expect(again.getByRole("tab")).toHaveCount(0);
  await page.keyboard.press("Escape");

  const [invoiceMail] = await mailsTo(email, "Invoice from BTE Consulting");
  const link = /https?:\/\/\S+\/sandbox\/invoice\?id=\S+/.exec(invoiceMail!)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText("$200.00")).toBeVisible();
  await page.getByRole("button", { name: "Pay invoice" }).click();
  await expect(page.getByText("This invoice is paid. Thank you!")).toBeVisible();
  await page.goto("/account?tab=orders");
  await expect(orderRow(page, AI_ITEM)).toContainText("Completed");
  await mailsTo(email, "Your receipt from BTE Consulting");
});

test("[S-PAY-20] pay later after the session ended: 'Error' / 'Please sign in to continue'", async ({
  signedInPage: page,
  context,
}) => {
  const dialog = await openFromAiServices(page);
  await dialog.getByRole("tab", { name: "Buy Now Pay Later" }).click();
  await endSession(context);
  await dialog.getByRole("button", { name: "Send Invoice" }).click();
  await expect(toast(page)).toContainText("Error");
  await expect(toast(page)).toContainText("Please sign in to continue");
});

test("[S-CHECKOUT-06] on the grant page, a card error closes the dialog", async ({ page }) => {
  await signUpByRequest(page, "checkout-grant");
  await page.goto("/grant-services");
  await page.locator('[data-product="grant-g-club-plus"]').getByRole("link").first().click();
  const dialog = page.getByRole("dialog", { name: /G Club\+/ });
  await expect(dialog.getByRole("tab", { name: "Credit Card" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const logged: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") logged.push(m.text());
  });
  await fillCard(page, CARDS.declined);
  await dialog.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(toast(page)).toContainText("Payment Failed");
  await expect(dialog).toHaveCount(0);
  expect(logged.some((line) => line.includes("checkout of grant-g-club-plus failed"))).toBe(true);
});
