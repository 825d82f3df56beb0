import { join } from "node:path";
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { fillSignUp, PASSWORD, toast } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { chromiumLaunchOptions } from "./support/chromium";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { turnOnAuthenticator } from "./support/totp";
import { confirmationLink } from "./support/own-server-accounts";
import { NEWSLETTER_POPUP_SEEN_KEY } from "../../app/content/newsletter";

/**
 * The owner changes a price on /admin/catalogue and a visitor sees it on the store, with
 * JavaScript on a desktop and without it on a phone. Its own production server: the dashboard
 * needs e-mail confirmation on, and its page cache is on, so the store a visitor already loaded
 * must be forgotten when the owner saves.
 */
test.describe.configure({ mode: "serial" });

const OWNER = `owner-${Date.now()}@example.test`;
let server: OwnServer | undefined;
let baseURL: string;
let dataDir: string;
let browser: Browser;
let ownerState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("admin-catalogue", (origin) => ({
    SITE_URL: origin,
    ADMIN_EMAILS: OWNER,
    AUTH_EMAIL_CONFIRMATION: "on",
    PAGE_CACHE_SECONDS: "60",
  }));
  ({ origin: baseURL, dataDir } = server);
  browser = await chromium.launch(chromiumLaunchOptions);
});

test.afterAll(async () => {
  await browser?.close();
  server?.stop();
});

/** The price the store shows for an item, as an anonymous visitor (the page cache's view). */
async function storePrice(id: string) {
  const visitor = await (await browser.newContext({ baseURL, javaScriptEnabled: false })).newPage();
  await visitor.goto("/store");
  const price = await visitor.locator(`[data-product="${id}"] [data-price]`).innerText();
  await visitor.context().close();
  return price;
}

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
}

test("with JavaScript on a desktop the owner changes a price, and the store shows it; axe finds nothing serious", async () => {
  test.setTimeout(180_000);
  expect(await storePrice("brand-logo")).toBe("$125");
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((key) => {
    window.localStorage.setItem(key, "seen in an earlier visit");
  }, NEWSLETTER_POPUP_SEEN_KEY);
  const page = await context.newPage();
  await page.goto("/auth?mode=signup");
  await fillSignUp(page, OWNER);
  await expect(toast(page)).toContainText("check your email");
  await page.goto(await confirmationLink(dataDir, OWNER));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth/confirm");
  await page.goto("/admin");
  await turnOnAuthenticator(page, [join(dataDir, "mail")]);

  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Catalogue" })
    .click();
  await expect(page.getByRole("heading", { name: "Catalogue", level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Logo Design" }).click();
  await expect(page.getByRole("heading", { name: "Logo Design", level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Price in dollars").fill("150");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Saved");
  await expect(
    page.getByRole("region", { name: "Preview (as saved)" }).locator("[data-price]"),
  ).toContainText("$150");
  await expect(page.getByRole("button", { name: "Restore version 1" })).toBeVisible();
  expect(await storePrice("brand-logo")).toBe("$150");

  await page.goto("/admin/audit");
  await expect(
    page.getByText("Changed “Logo Design” (version 2): price $125 → $150"),
  ).toBeVisible();
  ownerState = await context.storageState();
  await context.close();
});

test("with JavaScript on a phone the editor's refusal is next to the field, and axe finds nothing serious", async () => {
  const phone = await browser.newContext({
    baseURL,
    storageState: ownerState,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto("/admin/catalogue-item?id=brand-logo");
  await page.getByLabel("Title").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a title.")).toBeVisible();
  await expectNoSideways(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/admin/catalogue");
  expect(await seriousViolations(page)).toEqual([]);
  await phone.close();
});

test("without JavaScript on a phone the owner is told what is wrong, then changes the price; nothing scrolls sideways", async () => {
  test.setTimeout(120_000);
  const phone = await browser.newContext({
    baseURL,
    storageState: ownerState,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto("/admin/catalogue");
  await expectNoSideways(page);
  await page.screenshot({ path: "test-results/admin-catalogue-list-390.png", fullPage: true });
  await page.goto("/admin/catalogue-item?id=brand-logo");
  await expectNoSideways(page);

  await page.getByLabel("Price in dollars").fill("-5");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a price of $1 or more")).toBeVisible();
  await expect(page.getByLabel("Price in dollars")).toHaveValue("-5");
  await expect(page.getByLabel("Price in dollars")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Price in dollars").fill("175");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Version 3 is on the site.")).toBeVisible();
  await expectNoSideways(page);
  await page.screenshot({ path: "test-results/admin-catalogue-item-390.png", fullPage: true });
  expect(await storePrice("brand-logo")).toBe("$175");

  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText("Version 4 is on the site.")).toBeVisible();
  expect(await storePrice("brand-logo")).toBe("$125");
  await phone.close();
});
