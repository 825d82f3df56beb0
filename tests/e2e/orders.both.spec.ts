import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { signOutFromNavbar, signUpByRequest } from "./support/auth";
import { FIXTURE_ORDERS, WITH_ORDERS_DOMAIN } from "./support/database-fixtures";
import { expect, test } from "./support/fixtures";

/**
 * The order history and the order's page (ADR 34), with and without JavaScript: cards on a phone
 * with every fact readable and nothing scrolling sideways, a receipt for each order, "Pay invoice"
 * for an unpaid invoice, and nobody else's order.
 */
const PHONE = { width: 390, height: 844 };
const ITEM = "Funding Business Plan";

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** Sends an invoice for the funding plan from its checkout page; returns the order's URL. */
async function sendInvoice(page: Page) {
  await page.goto("/checkout?product=plan-funding&tab=invoice");
  await page.getByRole("button", { name: "Send Invoice" }).click();
  await expect(page).toHaveURL(/\/account\/order\?number=\d+$/);
  return page.url();
}

test("on a phone (390 px) each order is a card: number, status, way of paying, receipt; an unpaid invoice has 'Pay invoice'", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await signUpByRequest(page, "orders-phone", WITH_ORDERS_DOMAIN);
  const orderUrl = await sendInvoice(page);
  const number = new URL(orderUrl).searchParams.get("number");
  await noSidewaysScroll(page);
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/account?tab=orders");
  const rows = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(FIXTURE_ORDERS.length + 1);
  const invoice = rows.first();
  for (const text of [`BTE-${number}`, ITEM, "$400.00", "Invoice (Buy Now Pay Later)", "Pending"]) {
    await expect(invoice.getByText(text, { exact: true })).toBeVisible();
  }
  // Every line is labelled on the card, and the status is on screen, not cut off.
  const status = invoice.getByRole("cell").filter({ hasText: "Pending" });
  const box = (await status.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await noSidewaysScroll(page);
  if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

  // A fixture order (paid by card) has a receipt and no invoice to pay.
  const paid = rows.filter({ hasText: "Completed" });
  await expect(paid.getByText("Credit card", { exact: true })).toBeVisible();
  await expect(paid.getByRole("link", { name: /^Pay invoice/ })).toHaveCount(0);

  await invoice.getByRole("link", { name: `Pay invoice for order BTE-${number}` }).click();
  await expect(page).toHaveURL(/\/sandbox\/invoice\?id=/);
  await page.getByRole("button", { name: "Pay invoice" }).click();
  await expect(page.getByText("This invoice is paid. Thank you!")).toBeVisible();

  await page.goto("/account?tab=orders");
  await expect(rows.first()).toContainText("Completed");
  await expect(rows.first().getByRole("link", { name: /^Pay invoice/ })).toHaveCount(0);
  await rows
    .first()
    .getByRole("link", { name: `Receipt for order BTE-${number}` })
    .click();
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is paid");
  await noSidewaysScroll(page);
});

test("on a wide screen the history is a table with its column headers", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpByRequest(page, "orders-desktop", WITH_ORDERS_DOMAIN);
  await page.goto("/account?tab=orders");
  await expect(page.getByRole("columnheader", { name: "Status" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Order" })).toBeVisible();
  await noSidewaysScroll(page);
});

test("the order's page is a 404 to another signed-in user and to a visitor who is signed out", async ({
  page,
}) => {
  await signUpByRequest(page, "orders-owner");
  const orderUrl = await sendInvoice(page);
  await signOutFromNavbar(page);
  const anonymous = await page.goto(orderUrl);
  expect(anonymous?.status()).toBe(404);
  await expect(page.getByText(ITEM)).toHaveCount(0);
  await signUpByRequest(page, "orders-mallory");
  const other = await page.goto(orderUrl);
  expect(other?.status()).toBe(404);
  await expect(page.getByText(ITEM)).toHaveCount(0);
  await expect(page.getByText(/BTE-\d+/)).toHaveCount(0);
});
