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
import { existingPages } from "./support/pages";
import { confirmationLink } from "./support/own-server-accounts";
import { NEWSLETTER_POPUP_SEEN_KEY } from "../../app/content/newsletter";
import { external } from "../../app/content/external";

/**
 * The owner edits the site's settings on /admin/site and visitors see them at once, with the
 * server's page cache on (a change empties it): the scheduling link every consultation button
 * opens, and the events page. On its own production server (the dashboard needs e-mail
 * confirmation on), with and without JavaScript, on a desktop and a phone.
 */
test.describe.configure({ mode: "serial" });

const OWNER = `site-owner-${Date.now()}@example.test`;
let server: OwnServer | undefined;
let baseURL: string;
let dataDir: string;
let browser: Browser;
let ownerState: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("admin-site", (origin) => ({
    SITE_URL: origin,
    ADMIN_EMAILS: OWNER,
    AUTH_EMAIL_CONFIRMATION: "on",
    // Anonymous pages are kept a minute: a saved change must still show at once.
    PAGE_CACHE_SECONDS: "60",
  }));
  ({ origin: baseURL, dataDir } = server);
  browser = await chromium.launch(chromiumLaunchOptions);
});

test.afterAll(async () => {
  await browser?.close();
  server?.stop();
});

/** A visitor without cookies, so pages come from the server's shared page cache. */
async function visitor(javaScriptEnabled = true) {
  return (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
}

const bookButtons = (page: Page) =>
  page.getByRole("link", { name: /^Book Discovery Consultation/ });

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test("with JavaScript on a desktop, the owner replaces the scheduling link and adds an event; visitors see both at once", async () => {
  test.setTimeout(180_000);
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
  await turnOnAuthenticator(page, [join(dataDir, "mail")]);
  ownerState = await context.storageState();

  // A visitor's /services, now in the page cache, opens the default scheduling page.
  const reader = await visitor();
  await reader.goto("/services");
  await expect(bookButtons(reader).first()).toHaveAttribute("href", external.scheduling);

  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Site" })
    .click();
  await expect(page.getByRole("heading", { name: "External links" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // An http: address is refused with words, the typed value kept.
  const links = page.getByRole("region", { name: "External links" });
  const scheduling = links.getByLabel(/^Scheduling page/);
  await scheduling.fill("http://cal.example.com/bte");
  await links.getByRole("button", { name: "Save" }).click();
  await expect(links.getByText("Enter a full address starting with https://")).toBeVisible();
  await expect(scheduling).toHaveValue("http://cal.example.com/bte");
  expect(await seriousViolations(page)).toEqual([]);

  const newLink = "https://cal.example.com/bte/discovery";
  await scheduling.fill(newLink);
  await links.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("External links saved");

  await reader.reload();
  await expect(bookButtons(reader)).toHaveCount(2);
  for (const button of await bookButtons(reader).all()) {
    await expect(button).toHaveAttribute("href", newLink);
  }
  await reader.goto("/contact");
  await expect(reader.getByRole("link", { name: /^Book a Discovery Call/ })).toHaveAttribute(
    "href",
    newLink,
  );
  // Every page a visitor can open: no button is left on the old scheduling host's pages (each
  // session's own page sat beside the discovery call's), and the new page is linked.
  const schedulingHost = `href="${new URL(external.scheduling).origin}/`;
  let opened = 0;
  for (const path of existingPages) {
    const answer = await fetch(new URL(path, baseURL));
    const html = await answer.text();
    expect(html, path).not.toContain(schedulingHost);
    opened += html.split(`href="${newLink}"`).length - 1;
  }
  expect(opened).toBeGreaterThan(10);

  // An event, added on the dashboard, on the events page.
  await reader.goto("/events");
  await expect(reader.getByRole("heading", { name: "Spring Marketing Clinic" })).toHaveCount(0);
  const form = page.getByRole("region", { name: "Add an event" });
  await form.getByLabel("Title").fill("Spring Marketing Clinic");
  await form.getByLabel("Description").fill("Bring your marketing plan, leave with a calendar.");
  await form.getByLabel("Starts (one-off events)").fill("2099-03-04T18:30");
  await form.getByRole("button", { name: "Add event" }).click();
  await expect(toast(page)).toContainText("Event added");
  await expect(
    page.getByRole("cell", { name: "Spring Marketing Clinic", exact: true }),
  ).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole("heading", { name: "Spring Marketing Clinic" })).toBeVisible();
  await expect(reader.getByText("Wednesday, March 4, 2099 at 6:30 PM ET")).toBeVisible();
});

test("without JavaScript on a phone, the owner replaces the scheduling link and adds a weekly event; nothing scrolls sideways", async () => {
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
  await page.goto("/admin/site");
  await expect(page.getByRole("heading", { name: "Contact details" })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: "test-results/admin-site-phone.png", fullPage: false });

  const links = page.getByRole("region", { name: "External links" });
  const newLink = "https://book.example.com/bte-call";
  await links.getByLabel(/^Scheduling page/).fill(newLink);
  await links.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("External links saved");

  const form = page.getByRole("region", { name: "Add an event" });
  await form.getByLabel("Title").fill("Friday Office Hours");
  await form.getByLabel("Description").fill("Drop in with a question.");
  await form.getByLabel("Happens").selectOption("weekly");
  await form.getByLabel("Weekday (recurring events)").selectOption("Friday");
  await form.getByLabel("Time (recurring events)").fill("12:00");
  await form.getByRole("button", { name: "Add event" }).click();
  await expect(toast(page)).toContainText("Event added");
  await noSidewaysScroll(page);
  await page.locator("#events").screenshot({ path: "test-results/admin-site-phone-events.png" });
  await page.locator("#event-form").screenshot({ path: "test-results/admin-site-phone-form.png" });

  // The audit log keeps the link's old and new address.
  await page.goto("/admin/audit");
  const change = page.getByRole("row").filter({ hasText: "Changed the external links" }).first();
  await change.getByText("What changed").click();
  await expect(change).toContainText(newLink);
  await noSidewaysScroll(page);
  await change.screenshot({ path: "test-results/admin-site-phone-audit.png" });

  const reader = await visitor(false);
  await reader.goto("/services");
  await expect(bookButtons(reader).first()).toHaveAttribute("href", newLink);
  await reader.goto("/events");
  await expect(reader.getByRole("heading", { name: "Friday Office Hours" })).toBeVisible();
  await expect(reader.getByText("Every Friday at 12:00 PM ET")).toBeVisible();

  // Phone with JavaScript: the same page, axe-clean.
  const phoneJs = await browser.newContext({
    baseURL,
    storageState: ownerState,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const jsPage = await phoneJs.newPage();
  await jsPage.goto("/admin/site");
  await expect(jsPage.getByRole("heading", { name: "Events" })).toBeVisible();
  await noSidewaysScroll(jsPage);
  expect(await seriousViolations(jsPage)).toEqual([]);
});
