import { join } from "node:path";
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { toast } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { CARDS, checkoutDialog, fillCard } from "./support/checkout";
import { chromiumLaunchOptions } from "./support/chromium";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { mailedSubject, signUpConfirmed } from "./support/own-server-accounts";
import { turnOnAuthenticator } from "./support/totp";
import { NEWSLETTER_POPUP_SEEN_KEY } from "../../app/content/newsletter";

/**
 * The owner's work on a paid order (ADR 47): marking it in progress with a message, then delivered
 * or cancelled (after a confirm step), and refunding part of it; the customer sees where it stands
 * on their order's page and in their order history. On a server of its own, as admin.spec.ts
 * explains (the dashboard needs e-mail confirmation on). With JavaScript on a desktop, then without
 * it on a phone; axe runs where JavaScript does, the phone's pages again with it.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const OWNER = `owner-${stamp}@example.test`;
const CUSTOMER = `customer-${stamp}@example.test`;
const PHONE = { width: 390, height: 844 };

let server: OwnServer | undefined;
let baseURL: string;
let dataDir: string;
let browser: Browser;
type SignedIn = Awaited<ReturnType<BrowserContext["storageState"]>>;
let ownerState: SignedIn;
let customerState: SignedIn;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("fulfilment", (origin) => ({
    SITE_URL: origin,
    ADMIN_EMAILS: OWNER,
    AUTH_EMAIL_CONFIRMATION: "on",
    OUTBOX_POLL_SECONDS: "1",
  }));
  ({ origin: baseURL, dataDir } = server);
  browser = await chromium.launch(chromiumLaunchOptions);
});

test.afterAll(async () => {
  await browser?.close();
  server?.stop();
});

async function newPage(options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ baseURL, ...options });
  // The newsletter pop-up would open over the forms on a slow machine (newsletter-popup.spec.ts).
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, "seen in an earlier visit");
  }, NEWSLETTER_POPUP_SEEN_KEY);
  return context.newPage();
}

const phone = { viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.scroll, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width.client);
}

/** An error drawn right under its field, as wide as the form's column. */
async function expectRightUnder(error: Locator, field: Locator) {
  const [e, f] = [(await error.boundingBox())!, (await field.boundingBox())!];
  expect(e.y).toBeGreaterThanOrEqual(f.y + f.height);
  expect(e.y - (f.y + f.height)).toBeLessThan(32);
  expect(Math.abs(e.x - f.x)).toBeLessThan(4);
}

const fulfilment = (page: Page) => page.getByRole("region", { name: /^Fulfilment: / });
const refunds = (page: Page) => page.getByRole("region", { name: "Refunds" });
const timeline = (page: Page) => page.getByRole("region", { name: "Order history" });
const amountField = (page: Page) => page.getByLabel("Amount to refund, in dollars");

async function openOrder(page: Page, item: RegExp) {
  await page.goto("/admin/orders");
  await page.getByRole("link", { name: item }).first().click();
  await expect(page.getByRole("heading", { name: /^Order BTE-\d+: / })).toBeVisible();
}

/** Marks the order `button` says, with `message` for the customer when given. */
async function move(page: Page, button: string, message?: string) {
  const form = page.getByRole("form", { name: "Move the order on" });
  if (message) await form.getByLabel("Send the customer a message").fill(message);
  await form.getByRole("button", { name: button }).click();
}

async function refundPart(page: Page, amount: string) {
  await amountField(page).fill(amount);
  await page.getByRole("button", { name: "Refund this amount" }).click();
}

/** The too-large amount's error: next to the field, the typed amount kept. */
async function expectAmountOver(page: Page, typed: string, left: string) {
  const error = page.getByText(`The amount is more than what is left to refund (${left}).`);
  await expect(error).toBeVisible();
  await expect(amountField(page)).toHaveValue(typed);
  await expect(amountField(page)).toHaveAttribute("aria-invalid", "true");
  await expect(amountField(page)).toHaveAccessibleDescription(/more than what is left to refund/);
  await expectRightUnder(error, amountField(page));
}

test("with JavaScript on a desktop: the owner marks a paid order in progress with a message, then delivered, refunds part of it and is told when an amount is too large; the customer sees it delivered", async () => {
  test.setTimeout(240_000);
  const owner = await newPage();
  await signUpConfirmed(owner, dataDir, OWNER);
  await owner.goto("/admin");
  await turnOnAuthenticator(owner, [join(dataDir, "mail")]);
  ownerState = await owner.context().storageState();

  // The customer pays by card in the offline sandbox.
  const customer = await newPage();
  await signUpConfirmed(customer, dataDir, CUSTOMER);
  await customer.goto("/ai-business-growth");
  await customer
    .locator('[data-product="ai-content-creation"]')
    .getByRole("link", { name: "Book Now" })
    .click();
  const dialog = checkoutDialog(customer, "AI Content Creation");
  await fillCard(customer, CARDS.approved);
  await dialog.getByRole("button", { name: "Pay $200.00" }).click();
  await expect(toast(customer)).toContainText("Payment Successful");
  customerState = await customer.context().storageState();

  await openOrder(owner, /AI Content Creation/);
  await expect(fulfilment(owner)).toHaveAccessibleName("Fulfilment: Received");
  await expectNoSeriousViolations(owner);
  await move(owner, "Mark in progress", "We start on Monday.");
  await expect(toast(owner)).toContainText("Marked in progress");
  await expect(fulfilment(owner)).toHaveAccessibleName("Fulfilment: In progress");
  await expect(fulfilment(owner).getByRole("cell", { name: "We start on Monday." })).toBeVisible();
  await move(owner, "Mark delivered");
  await expect(toast(owner)).toContainText("Marked delivered");
  await expect(fulfilment(owner)).toHaveAccessibleName("Fulfilment: Delivered");
  // The message went with the first move only.
  await expect(
    fulfilment(owner).getByRole("row").filter({ hasText: "Delivered" }).getByRole("cell").nth(2),
  ).toHaveText("—");
  // Delivered is the end: no move is offered any more, cancelling neither.
  await expect(owner.getByRole("form", { name: "Move the order on" })).toHaveCount(0);
  await expect(owner.getByRole("link", { name: /^Cancel the order/ })).toHaveCount(0);

  await refundPart(owner, "50");
  await expect(toast(owner)).toContainText("Refunded $50.00");
  await expect(amountField(owner)).toHaveValue("");
  await expect(refunds(owner).getByRole("cell", { name: "$50.00" })).toBeVisible();
  await expect(refunds(owner).getByRole("cell", { name: OWNER })).toBeVisible();
  await expect(refunds(owner)).toContainText("Left to refund: $150.00");

  await refundPart(owner, "500");
  await expectAmountOver(owner, "500", "$150.00");
  await expect(refunds(owner).getByRole("row")).toHaveCount(2);
  await expectNoSeriousViolations(owner);

  await expect.poll(() => mailedSubject(dataDir, CUSTOMER, "is in progress")).toBe(true);
  await expect.poll(() => mailedSubject(dataDir, CUSTOMER, "is delivered")).toBe(true);

  // The customer's order history, then the order's page.
  await customer.goto("/account?tab=orders");
  const row = customer.getByRole("row").filter({ hasText: "AI Content Creation" });
  await expect(row).toContainText(/Delivered since \w+ \d+, \d{4}/);
  await expectNoSeriousViolations(customer);
  await expect(row).toContainText("Refunded $50.00");
  await row.getByRole("link", { name: /^Receipt for order/ }).click();
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Your order is delivered");
  await expect(timeline(customer).locator("li > span")).toHaveText([
    "Ordered",
    "Paid",
    "Work started",
    "Delivered",
    "Refunded $50.00",
  ]);
  await expectNoSeriousViolations(customer);
});

test("without JavaScript on a phone: the owner marks a PayPal order in progress, refunds part, sees a too-large amount refused next to the field, and cancels only after a confirm step; nothing scrolls sideways; the customer sees it cancelled", async () => {
  test.setTimeout(240_000);
  const customer = await newPage({
    ...phone,
    storageState: customerState,
    javaScriptEnabled: false,
  });
  await customer.goto("/checkout?product=plan-funding");
  await customer.getByRole("button", { name: "Continue to PayPal" }).click();
  await customer.getByRole("button", { name: "Approve payment" }).click();
  await expect(customer).toHaveURL(/\/account\/order\?number=\d+$/);
  const orderPage = customer.url();

  const owner = await newPage({ ...phone, storageState: ownerState, javaScriptEnabled: false });
  await openOrder(owner, /Funding Business Plan/);
  const orderUrl = owner.url();
  await move(owner, "Mark in progress", "Your plan's first draft is on its way.");
  await expect(toast(owner)).toContainText("Marked in progress");
  await expect(fulfilment(owner)).toHaveAccessibleName("Fulfilment: In progress");

  await refundPart(owner, "100.50");
  await expect(toast(owner)).toContainText("Refunded $100.50");
  await expect(refunds(owner).getByRole("cell", { name: "$100.50" })).toBeVisible();
  await expect(refunds(owner)).toContainText("Left to refund: $299.50");

  await refundPart(owner, "$1,000");
  await expectAmountOver(owner, "$1,000", "$299.50");
  await expectNoSidewaysScroll(owner);
  await fulfilment(owner).screenshot({
    path: test.info().outputPath("admin-fulfilment-phone.png"),
  });
  await refunds(owner).screenshot({ path: test.info().outputPath("admin-refund-error-phone.png") });

  // The same phone pages with JavaScript, for axe (it runs in the page).
  const ownerJs = await newPage({ ...phone, storageState: ownerState });
  await ownerJs.goto(orderUrl);
  await refundPart(ownerJs, "$1,000");
  await expect(ownerJs.getByText(/^The amount is more than what is left/)).toBeVisible();
  await expectNoSidewaysScroll(ownerJs);
  await expectNoSeriousViolations(ownerJs);
  await ownerJs.goto(`${orderUrl}&cancel=confirm`);
  await expect(ownerJs.getByRole("alertdialog")).toBeVisible();
  await expectNoSidewaysScroll(ownerJs);
  await expectNoSeriousViolations(ownerJs);

  // Cancelling asks first; keeping the order changes nothing.
  await owner.goto(orderUrl);
  await owner.getByRole("link", { name: "Cancel the order and refund $299.50…" }).click();
  const question = owner.getByRole("alertdialog", {
    name: `Cancel the order and refund $299.50 to ${CUSTOMER}?`,
  });
  await expect(question).toContainText("This cannot be undone.");
  await expectNoSidewaysScroll(owner);
  await question.screenshot({ path: test.info().outputPath("admin-cancel-confirm-phone.png") });
  await question.getByRole("link", { name: "Keep the order" }).click();
  await expect(question).toHaveCount(0);
  await expect(fulfilment(owner)).toHaveAccessibleName("Fulfilment: In progress");

  await owner.getByRole("link", { name: "Cancel the order and refund $299.50…" }).click();
  await question.getByLabel("Send the customer a message").fill("As agreed on the phone.");
  await question.getByRole("button", { name: "Cancel and refund $299.50" }).click();
  await expect(toast(owner)).toContainText("Marked cancelled");
  await expect(fulfilment(owner)).toHaveAccessibleName("Fulfilment: Cancelled");
  await expect(
    fulfilment(owner).getByRole("cell", { name: "As agreed on the phone." }),
  ).toBeVisible();
  await expect(refunds(owner)).toContainText("Left to refund: $0.00");
  await expect(owner.getByRole("link", { name: /^Cancel the order/ })).toHaveCount(0);
  await expectNoSidewaysScroll(owner);

  await customer.goto("/account?tab=orders");
  const row = customer.getByRole("row").filter({ hasText: "Funding Business Plan" });
  await expect(row).toContainText(/Cancelled since \w+ \d+, \d{4}/);
  await expectNoSidewaysScroll(customer);
  // The fulfilment line sits under the status, in the value's column of the card.
  const status = row.getByText("Refunded", { exact: true });
  const since = row.getByText(/^Cancelled since/);
  expect((await since.boundingBox())!.x).toBeCloseTo((await status.boundingBox())!.x, 0);
  await row.scrollIntoViewIfNeeded();
  await customer.screenshot({ path: test.info().outputPath("customer-history-phone.png") });
  await customer.goto(orderPage);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("This order was cancelled");
  await expect(timeline(customer).getByRole("listitem")).toHaveText([
    /^Ordered/,
    /^Paid/,
    /^Work started.*Your plan's first draft is on its way\.$/,
    /^Refunded \$100\.50/,
    /^Refunded \$299\.50/,
    /^Order cancelled.*As agreed on the phone\.$/,
  ]);
  await expectNoSidewaysScroll(customer);
  await customer
    .locator("main")
    .screenshot({ path: test.info().outputPath("customer-order-phone.png") });

  // The customer's phone pages with JavaScript, for axe.
  const customerJs = await newPage({ ...phone, storageState: customerState });
  for (const path of [orderPage, "/account?tab=orders"]) {
    await customerJs.goto(path);
    await expectNoSidewaysScroll(customerJs);
    await expectNoSeriousViolations(customerJs);
  }
});
