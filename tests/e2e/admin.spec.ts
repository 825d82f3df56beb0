import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { accountMenu, fillSignIn, fillSignUp, PASSWORD, toast } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { dashboardNav, openDashboardSection } from "./support/dashboard";
import { CARDS, checkoutDialog, fillCard } from "./support/checkout";
import { chromiumLaunchOptions } from "./support/chromium";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { menuToggle } from "./support/pages";
import { freePort } from "./support/ports";
import { codeAt, turnOnAuthenticator } from "./support/totp";
import { NEWSLETTER_POPUP_SEEN_KEY } from "../../app/content/newsletter";
import { TEST_MODE_TEXT } from "../../app/utils/test-mode";

/**
 * The owner's dashboard in a browser. It runs on a production server of its own: the dashboard
 * needs e-mail confirmation on (config.ts refuses ADMIN_EMAILS without it in production), which
 * the suite's shared server turns off. Its lead webhook points at a closed loopback port and
 * gives up after one attempt, so every lead has a dead delivery to retry.
 */
test.describe.configure({ mode: "serial" });

/** The order page's "Status" line. */
const orderStatus = (page: Page) => page.locator("dt:text-is('Status') + dd");

const OWNER = `owner-${Date.now()}@example.test`;
let server: OwnServer | undefined;
let baseURL: string;
let dataDir: string;
let browser: Browser;
let ownerKey: string;
/** The owner's signed-in session (two factors passed), for the phone's pass over the dashboard. */
let ownerState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const closed = await freePort();
  server = await startOwnServer("admin", (origin) => ({
    SITE_URL: origin,
    ADMIN_EMAILS: OWNER,
    AUTH_EMAIL_CONFIRMATION: "on",
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${closed}/hook`,
    OUTBOX_MAX_ATTEMPTS: "1",
    OUTBOX_POLL_SECONDS: "1",
  }));
  ({ origin: baseURL, dataDir } = server);
  browser = await chromium.launch(chromiumLaunchOptions);
});

test.afterAll(async () => {
  await browser?.close();
  server?.stop();
});

/** The newest confirmation link mailed to `email` (the server writes .eml files under DATA_DIR). */
async function confirmationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const folder = join(dataDir, "mail");
      const files = await readdir(folder).catch(() => [] as string[]);
      const mails = await Promise.all(files.map((f) => readFile(join(folder, f), "utf8")));
      link = mails
        .filter((eml) => eml.split(/\r?\n/).includes(`To: ${email}`))
        .map((eml) => eml.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
        .flatMap((eml) => eml.match(/https?:\/\/\S+\/auth\/confirm\?[^\s"<>]+/g) ?? [])
        .at(-1);
      return link;
    })
    .toBeDefined();
  return link!;
}

/** Whether a mail to `email` whose subject contains `subject` was written under DATA_DIR. */
async function mailed(email: string, subject: string): Promise<boolean> {
  const folder = join(dataDir, "mail");
  const files = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((f) => readFile(join(folder, f), "utf8")));
  return mails.some((eml) => {
    const lines = eml.split(/\r?\n/);
    return (
      lines.includes(`To: ${email}`) &&
      lines.some((l) => l.startsWith("Subject:") && l.includes(subject))
    );
  });
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test("a visitor cannot tell /admin exists: the same 404 page as an unknown URL", async () => {
  const page = await (await browser.newContext({ baseURL })).newPage();
  const admin = await page.goto("/admin/leads");
  expect(admin!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const unknown = await page.goto("/admin-nothing-here");
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the owner turns on two factors, finds a lead just sent from /contact, marks it handled, retries its dead delivery and exports the list, buys a service and refunds it after a confirm step; axe finds nothing serious on any dashboard page", async () => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  // The newsletter pop-up would open over the sign-up form on a slow machine (it is tested in
  // newsletter-popup.spec.ts).
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, "seen in an earlier visit");
  }, NEWSLETTER_POPUP_SEEN_KEY);
  const page = await context.newPage();

  // Sign up, confirm the address from the e-mail, and turn on an authenticator app.
  await page.goto("/auth?mode=signup");
  await fillSignUp(page, OWNER);
  await expect(toast(page)).toContainText("check your email");
  await page.goto(await confirmationLink(OWNER));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth/confirm");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in required" })).toBeVisible();
  await expectNoSeriousViolations(page);
  const key = await turnOnAuthenticator(page, [join(dataDir, "mail")]);
  ownerKey = key;

  // A visitor sends an enquiry.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/contact");
  await visitor.getByLabel("Full Name").fill("Katherine Johnson");
  await visitor.getByLabel("Email").fill("katherine@example.test");
  await visitor.getByLabel("Telephone").fill("7045550123");
  await visitor.getByRole("checkbox", { name: "Business Plan Writing", exact: true }).check();
  await visitor.getByLabel("Comments").fill("Orbital mechanics for a grant application.");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Success!")).toBeVisible();

  // The dashboard, page by page.
  await page.goto("/admin");
  await expect(
    page.getByRole("heading", { level: 2, name: "New leads, last 7 days" }),
  ).toBeVisible();
  // Its server runs the payment sandbox (SITE_URL on localhost), which the dashboard says too.
  await expect(page.getByRole("complementary", { name: "Test mode" })).toHaveText(TEST_MODE_TEXT);
  await expectNoSeriousViolations(page);

  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Leads" })
    .click();
  await page.getByLabel("Search").fill("Katherine");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 lead" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Mark handled: Katherine Johnson" }).click();
  await expect(toast(page)).toContainText("Marked handled");
  await expect(page.getByRole("cell", { name: "Handled", exact: true })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  expect(csv).toContain("Katherine Johnson,katherine@example.test");

  await page.getByRole("link", { name: "Katherine Johnson" }).click();
  await expect(
    page.getByRole("heading", { name: "Contact Form from Katherine Johnson" }),
  ).toBeVisible();
  await expect(page.getByText("Sent from the page /contact")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto("/admin/deliveries");
  await expect(page.getByRole("cell", { name: "Dead" }).first()).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousViolations(page);
  await page
    .getByRole("button", { name: /Retry the Automation webhook delivery of Katherine Johnson/ })
    .click();
  await expect(toast(page)).toContainText("Delivery queued again");

  // The owner pays for a service by card in the offline sandbox, as a customer would…
  await page.goto("/ai-business-growth");
  await page
    .locator('[data-product="ai-content-creation"]')
    .getByRole("link", { name: "Book Now" })
    .click();
  const dialog = checkoutDialog(page, "AI Content Creation");
  await expect(dialog).toBeVisible();
  await fillCard(page, CARDS.approved);
  await dialog.getByRole("button", { name: "Pay $200.00" }).click();
  await expect(toast(page)).toContainText("Payment Successful");

  // …and refunds it from the order's page, after being asked.
  await page.goto("/admin/orders");
  await page
    .getByRole("link", { name: /AI Content Creation/ })
    .first()
    .click();
  await page
    .getByRole("link", { name: "Refund $200.00, all that is left, to the customer…" })
    .click();
  const confirm = page.getByRole("alertdialog", { name: `Refund $200.00 to ${OWNER}?` });
  await expect(confirm).toContainText("The customer gets an e-mail. This cannot be undone.");
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Refund $200.00" }).click();
  await expect(toast(page)).toContainText("Order refunded");
  await expect(orderStatus(page)).toHaveText("Refunded");
  await expect(page.getByRole("listitem").filter({ hasText: /^Refunded \$200\.00/ })).toBeVisible();
  await expect(page.getByText(/^reference refund_/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Refund \$200\.00/ })).toHaveCount(0);
  await expect.poll(() => mailed(OWNER, "Your refund from")).toBe(true);

  for (const path of ["/admin/subscribers", "/admin/orders", "/admin/audit"]) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
  // The audit log says what was touched, in words, with a link to it.
  await expect(
    page.getByRole("link", { name: "Marked the Contact Form lead from Katherine Johnson handled" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", {
      name: "Retried the webhook delivery of the Contact Form lead from Katherine Johnson",
    }),
  ).toBeVisible();
  await page.getByRole("link", { name: /^Refunded order BTE-\d+$/ }).click();
  await expect(
    page.getByRole("heading", { name: /^Order BTE-\d+: AI Content Creation/ }),
  ).toBeVisible();
  // The order's customer, from their profile (sign-up's name and business), and local times.
  await expect(page.getByText("Ada Lovelace", { exact: true })).toBeVisible();
  await expect(page.getByText("Analytical Engines LLC", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: OWNER })).toHaveAttribute("href", `mailto:${OWNER}`);
  await expect(page.locator("main")).toContainText(/\d:\d\d [AP]M E[SD]T/);
  await expect(page.locator("main")).not.toContainText("UTC");

  // The header's Account menu leads an admin to the dashboard.
  await page.goto("/");
  await accountMenu(page).click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  ownerState = await context.storageState();
});

/** Every dashboard page with something in it, as the owner opens them from the lists. */
async function dashboardPages(page: Page): Promise<string[]> {
  await page.goto("/admin/leads");
  const lead = await page
    .getByRole("link", { name: "Katherine Johnson" })
    .first()
    .getAttribute("href");
  await page.goto("/admin/orders");
  const order = await page
    .getByRole("link", { name: /^BTE-\d+: / })
    .first()
    .getAttribute("href");
  return [
    "/admin",
    "/admin/leads",
    lead!,
    "/admin/deliveries",
    "/admin/subscribers",
    "/admin/orders",
    order!,
    `${order!}&refund=confirm`,
    "/admin/audit",
  ];
}

test("on a phone (390 px) no dashboard page scrolls sideways, times are the business's, and axe finds nothing serious; a customer's Account menu has no Dashboard", async () => {
  test.setTimeout(240_000);
  // A subscriber, so the subscribers page has a row to lay out.
  const visitor = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
  await visitor.goto("/");
  await visitor.locator("#newsletter").getByLabel("Full Name").fill("Mary Winston Jackson");
  await visitor
    .locator("#newsletter")
    .getByLabel("Email")
    .fill(`mary-winston-jackson-${Date.now()}@a-rather-long-domain-name.example.test`);
  await visitor.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
  await expect(visitor.getByText("Success!")).toBeVisible();

  const phone = await browser.newContext({
    baseURL,
    storageState: ownerState,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  for (const path of await dashboardPages(page)) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(overflow.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(
      overflow.clientWidth,
    );
    expect(await seriousViolations(page), path).toEqual([]);
    // Every page that shows a time (the overview has none; dead deliveries wait for no time).
    if (path !== "/admin" && path !== "/admin/deliveries") {
      await expect(page.locator("main")).toContainText(/\d:\d\d [AP]M E[SD]T/);
    }
    await expect(page.locator("main")).not.toContainText("UTC");
  }
  // A table on a phone is a stack of cards: each value led by its column's name.
  await page.goto("/admin/orders");
  const amount = page.locator('td[data-label="Amount"]').first();
  await expect(amount).toBeVisible();
  expect(await amount.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(
    '"Amount"',
  );
  // The dashboard's sections are one line on a phone, naming where the owner is; no marketing
  // footer below the work.
  await expect(dashboardNav(page).locator("summary")).toHaveText("Section: Orders");
  expect((await dashboardNav(page).boundingBox())!.height).toBeLessThan(60);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await openDashboardSection(page, "Audit log");
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(dashboardNav(page).locator("summary")).toHaveText("Section: Audit log");
  // The phone's menu offers the dashboard too.
  await menuToggle(page).click();
  await expect(
    page.locator("#mobile-menu-panel").getByRole("link", { name: "Dashboard" }),
  ).toBeVisible();

  // A signed-in customer's Account menu has no Dashboard.
  const customerEmail = `customer-${Date.now()}@example.test`;
  const customer = await (await browser.newContext({ baseURL })).newPage();
  await customer.addInitScript((key) => {
    window.localStorage.setItem(key, "seen in an earlier visit");
  }, NEWSLETTER_POPUP_SEEN_KEY);
  await customer.goto("/auth?mode=signup");
  await fillSignUp(customer, customerEmail);
  await expect(toast(customer)).toContainText("check your email");
  await customer.goto(await confirmationLink(customerEmail));
  await customer.getByLabel("Password").fill(PASSWORD);
  await customer.getByRole("button", { name: "Confirm my account" }).click();
  await customer.waitForURL((url) => url.pathname !== "/auth/confirm");
  await customer.goto("/");
  await accountMenu(customer).click();
  const menu = customer.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Order History" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
});

test("without JavaScript, in a new session, the owner enters the code first, then marks the lead not handled again, and refunds a PayPal order after the confirm step", async () => {
  test.setTimeout(60_000);
  const page = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
  await page.goto("/auth?returnTo=%2Fadmin%2Fleads");
  await fillSignIn(page, OWNER);
  // The next step's code: the one used to turn the app on is spent (the server refuses a replay).
  await page
    .getByLabel("Verification code")
    .fill(await codeAt(ownerKey, Math.floor(Date.now() / 1000), 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/leads");
  await page.getByRole("button", { name: "Mark not handled: Katherine Johnson" }).click();
  await expect(toast(page)).toContainText("Marked not handled");
  await expect(page.getByRole("cell", { name: "Not handled", exact: true }).first()).toBeVisible();

  // A PayPal order (the sandbox's approval page), then its refund: plain links and forms.
  await page.goto("/checkout?product=plan-funding");
  await page.getByRole("button", { name: "Continue to PayPal" }).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/account\/order\?number=\d+$/);
  await page.goto("/admin/orders?status=completed");
  await page
    .getByRole("link", { name: /Funding Business Plan/ })
    .first()
    .click();
  await page
    .getByRole("link", { name: "Refund $400.00, all that is left, to the customer…" })
    .click();
  await expect(page.getByRole("heading", { name: `Refund $400.00 to ${OWNER}?` })).toBeVisible();
  await page.getByRole("button", { name: "Refund $400.00" }).click();
  await expect(toast(page)).toContainText("Order refunded");
  await expect(orderStatus(page)).toHaveText("Refunded");
});
