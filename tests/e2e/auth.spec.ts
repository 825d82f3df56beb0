import { WITH_ORDERS_DOMAIN } from "./support/database-fixtures";
import type { Page } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  accountMenu,
  authUrl,
  fillSignIn,
  fillSignUp,
  PASSWORD,
  signOutFromNavbar,
  signUpByRequest,
  toast,
} from "./support/auth";
import { uniqueEmail } from "./support/forms";
import { menuToggle, viewports } from "./support/pages";

/** Holds the form's POST (a script-enhanced submission) until `release` is called. */
async function holdAuthPost(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/auth\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  return release;
}

test("[S-AUTH-11] while signing in: the button reads 'Loading...' and is disabled", async ({
  page,
}) => {
  await page.goto(authUrl());
  const release = await holdAuthPost(page);
  await fillSignIn(page, uniqueEmail("auth-busy"), PASSWORD);
  const busy = page.getByRole("button", { name: "Loading..." });
  await expect(busy).toBeDisabled();
  release();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid login credentials" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeEnabled();
});

test("[S-AUTH-11] while signing up: the button reads 'Loading...' and is disabled", async ({
  page,
}) => {
  await page.goto(authUrl({ mode: "signup" }));
  const release = await holdAuthPost(page);
  await fillSignUp(page, uniqueEmail("auth-busy-up"));
  await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
  release();
  await expect(toast(page)).toContainText("Success!");
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("[S-AUTH-05] the navbar's Sign In passes returnTo in navigation state: back to the page after signing in", async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  const email = await signUpByRequest(page, "auth-state");
  await page.goto("/");
  await signOutFromNavbar(page);
  await expect(toast(page)).toContainText("Signed out successfully");

  await page.goto("/faq?topic=pricing");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Sign In" })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.search === "");
  await expect(page.locator('input[name="returnTo"]')).toHaveValue("/faq?topic=pricing");
  await fillSignIn(page, email);
  await expect(page).toHaveURL(/\/faq\?topic=pricing$/);
  await expect(toast(page)).toContainText("Welcome back!");
});

test("[S-AUTH-18] the failed sign-in shows the server's message above the form, not in a toast that goes (docs/spec-departures.md)", async ({
  page,
}) => {
  await page.goto(authUrl());
  await fillSignIn(page, uniqueEmail("auth-toast"), "whatever-it-is-1");
  const alert = page.getByRole("alert").filter({ hasText: "Invalid login credentials" });
  await expect(alert).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await page.waitForTimeout(5500);
  await expect(alert).toBeVisible();
});

test("axe finds no serious violation on /auth (both forms, and a refused sign-in)", async ({
  page,
}) => {
  test.slow(); // five axe runs
  for (const size of Object.values(viewports)) {
    await page.setViewportSize(size);
    await page.goto(authUrl({ mode: "signup" }));
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(authUrl());
    expect(await seriousViolations(page)).toEqual([]);
  }
  await fillSignIn(page, uniqueEmail("auth-axe"), "whatever-it-is-1");
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid login credentials" }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("axe finds no serious violation on /account (both tabs, orders listed, authenticator set-up, Account menu open)", async ({
  page,
}) => {
  test.slow(); // six axe runs
  await signUpByRequest(page, "account-axe", WITH_ORDERS_DOMAIN);
  for (const size of Object.values(viewports)) {
    await page.setViewportSize(size);
    await page.goto("/account");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/account?tab=orders");
    await expect(page.getByRole("table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.setViewportSize(viewports.desktop);
  await page.goto("/account");
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await accountMenu(page).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(viewports.phone);
  await menuToggle(page).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test("on a phone, a refused sign-up brings its message into view, clear of the header", async ({
  page,
}) => {
  // The day's limit of sign-ups for one address is a message about the whole form, shown above
  // it, while the page is still scrolled at the Sign Up button a screen below.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("auth-alert-view");
  for (let i = 0; i < 10; i++) {
    await page.context().clearCookies(); // the first sign-up signs in (confirmation is off here)
    await page.goto(authUrl({ mode: "signup" }));
    await fillSignUp(page, email);
    await page.waitForLoadState("networkidle");
  }
  await page.context().clearCookies();
  await page.goto(authUrl({ mode: "signup" }));
  await fillSignUp(page, email);
  const alert = page.getByRole("alert").filter({ hasText: "Too many sign-ups for this address" });
  await expect(alert).toBeInViewport();
  // The page scrolls smoothly: what counts is where the message comes to rest, clear of the header.
  const cornerIsTheAlert = async () => {
    const box = await alert.boundingBox();
    if (!box) return false;
    return page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="alert"]') !== null,
      [box.x + 4, box.y + 4],
    );
  };
  await expect.poll(cornerIsTheAlert).toBe(true);
});
