import { readFile } from "node:fs/promises";
import { join } from "node:path";
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { fillSignUp, PASSWORD, toast } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { dashboardNav, openDashboardSection } from "./support/dashboard";
import { chromiumLaunchOptions } from "./support/chromium";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { turnOnAuthenticator } from "./support/totp";
import { confirmationLink } from "./support/own-server-accounts";
import { NEWSLETTER_POPUP_SEEN_KEY } from "../../app/content/newsletter";

/**
 * The owner's list of customers in a browser, with and without JavaScript, on a desktop and on a
 * phone: open it from the dashboard, search, open a customer (their order and the lead they sent)
 * and download the CSV. A server of its own, as admin.spec.ts explains (the dashboard needs
 * e-mail confirmation on); a customer signs up, pays by PayPal in the sandbox and writes in from
 * the contact form with their address in capitals.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now();
const OWNER = `owner-${stamp}@example.test`;
const CUSTOMER = `buyer-${stamp}@example.test`;
let server: OwnServer | undefined;
let baseURL: string;
let dataDir: string;
let browser: Browser;
let ownerState: Awaited<ReturnType<BrowserContext["storageState"]>>;

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startOwnServer("admin-customers", (origin) => ({
    SITE_URL: origin,
    ADMIN_EMAILS: OWNER,
    AUTH_EMAIL_CONFIRMATION: "on",
  }));
  ({ origin: baseURL, dataDir } = server);
  browser = await chromium.launch(chromiumLaunchOptions);

  // The project's options reach every context here, this browser's too: the whole story runs
  // with JavaScript in one project and without it in the other.
  const owner = await signedUp(OWNER);
  await owner.goto("/admin");
  await turnOnAuthenticator(owner, [join(dataDir, "mail")]);
  ownerState = await owner.context().storageState();

  const customer = await signedUp(CUSTOMER);
  await customer.goto("/checkout?product=plan-funding&tab=paypal");
  await customer.getByRole("button", { name: "Continue to PayPal" }).click();
  await customer.getByRole("button", { name: "Approve payment" }).click();
  await expect(customer).toHaveURL(/\/account\/order\?number=\d+$/);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto("/contact");
  await visitor.getByLabel("Full Name").fill("Ada Lovelace");
  await visitor.getByLabel("Email").fill(CUSTOMER.toUpperCase());
  await visitor.getByLabel("Telephone").fill("7045550100");
  await visitor.getByRole("checkbox", { name: "Business Plan Writing", exact: true }).check();
  await visitor.getByLabel("Comments").fill("A plan for the engine business.");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Success!")).toBeVisible();
});

test.afterAll(async () => {
  await browser?.close();
  server?.stop();
});

/** A new account, signed up, confirmed from the e-mail and signed in (a page of its own). */
async function signedUp(email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, "seen in an earlier visit");
  }, NEWSLETTER_POPUP_SEEN_KEY);
  const page = await context.newPage();
  await page.goto("/auth?mode=signup");
  await fillSignUp(page, email);
  await expect(toast(page)).toContainText("check your email");
  await page.goto(await confirmationLink(dataDir, email));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth/confirm");
  return page;
}

/** Whether this project runs pages with JavaScript (axe needs it: it runs inside the page). */
const withJavaScript = () => test.info().project.use.javaScriptEnabled !== false;

/** The page's axe findings (none without JavaScript) and whether it scrolls sideways. */
async function checkLayout(page: Page, label: string) {
  if (withJavaScript()) expect(await seriousViolations(page), label).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

for (const [device, options] of [
  ["a desktop", {}],
  ["a phone", PHONE],
] as const) {
  test(`on ${device} the owner opens the customers list, searches, opens a customer and downloads the CSV`, async () => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      baseURL,
      storageState: ownerState,
      acceptDownloads: true,
      ...options,
    });
    const page = await context.newPage();
    await page.goto("/admin");
    await openDashboardSection(page, "Customers");
    await expect(page.getByRole("heading", { name: "Customers", level: 2 })).toBeVisible();
    if (device === "a phone") {
      // One line names the section; the marketing footer is not part of the dashboard.
      await expect(dashboardNav(page).locator("summary")).toHaveText("Section: Customers");
      await expect(dashboardNav(page).locator("details")).not.toHaveAttribute("open", "");
      await expect(page.getByRole("navigation", { name: "Footer" })).toHaveCount(0);
    }
    // The owner's own account (ADMIN_EMAILS) is no customer.
    await expect(page.getByRole("status").filter({ hasText: "1 customer" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: CUSTOMER })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: OWNER })).toHaveCount(0);
    await checkLayout(page, "/admin/customers");
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
    if (device === "a phone") await shot("customers-list");

    const search = page.getByRole("form", { name: "Search customers" });
    await search.getByLabel("Search").fill(`BUYER-${stamp}`);
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers\\?q=BUYER-${stamp}$`));
    await expect(page.getByRole("status").filter({ hasText: "1 customer" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: CUSTOMER });
    await expect(row.locator('td[data-label="Orders"]')).toHaveText("1");
    await expect(row.locator('td[data-label="Total paid"]')).toHaveText("$400.00");
    await expect(row.locator('td[data-label="Leads"]')).toHaveText("1");
    await expect(row).toContainText("Analytical Engines LLC");
    await expect(row).toContainText("7045550100");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^customers-\d{4}-\d\d-\d\d\.csv$/);
    const lines = (await readFile(await saved.path(), "utf8")).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^Ada Lovelace,Analytical Engines LLC,${CUSTOMER},7045550100,1,400.00,1,`),
    );

    await row.getByRole("link", { name: "Ada Lovelace" }).click();
    await expect(page.getByRole("heading", { name: "Ada Lovelace", level: 2 })).toBeVisible();
    await expect(page.getByRole("link", { name: CUSTOMER })).toHaveAttribute(
      "href",
      `mailto:${CUSTOMER}`,
    );
    await expect(page.getByRole("heading", { name: "Orders (1)" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Leads (1)" })).toBeVisible();
    await expect(page.locator("main")).toContainText(/\d:\d\d [AP]M E[SD]T/);
    await checkLayout(page, "/admin/customer");
    if (device === "a phone") await shot("customer-page");

    await page.getByRole("link", { name: "Contact Form from Ada Lovelace" }).click();
    await expect(
      page.getByRole("heading", { name: "Contact Form from Ada Lovelace" }),
    ).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: /^BTE-\d+: Funding Business Plan$/ }).click();
    await expect(
      page.getByRole("heading", { name: /^Order BTE-\d+: Funding Business Plan, \$400\.00$/ }),
    ).toBeVisible();
    await context.close();
  });
}
