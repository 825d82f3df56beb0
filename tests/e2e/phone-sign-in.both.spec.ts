import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { fillSignIn, signUpByRequest } from "./support/auth";
import { menuToggle } from "./support/pages";

// Issue 45, item 1: a returning customer on a phone reaches "Sign In" from any page, with or
// without JavaScript, without hunting through the footer.
const phone = { width: 390, height: 844 };
const bar = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuPanel = (page: Page) => page.locator("#mobile-menu-panel");

test.use({ viewport: phone });

test("signed out on a phone, the header shows Sign In beside the menu, inside the screen", async ({
  page,
}) => {
  await page.goto("/services");
  const signIn = bar(page).getByRole("link", { name: "Sign In" });
  await expect(signIn).toBeVisible();
  const link = (await signIn.boundingBox())!;
  const toggle = (await menuToggle(page).boundingBox())!;
  expect(link.x).toBeGreaterThanOrEqual(0);
  expect(link.x + link.width).toBeLessThanOrEqual(toggle.x);
  expect(link.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  await signIn.click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("on a 320 px screen, Sign In and the logo do not overlap", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/contact");
  const logo = (await bar(page).getByRole("link", { name: /home$/i }).boundingBox())!;
  const signIn = (await bar(page).getByRole("link", { name: "Sign In" }).boundingBox())!;
  const toggle = (await menuToggle(page).boundingBox())!;
  expect(logo.x + logo.width).toBeLessThanOrEqual(signIn.x);
  expect(signIn.x + signIn.width).toBeLessThanOrEqual(toggle.x);
  expect(toggle.x + toggle.width).toBeLessThanOrEqual(320);
});

test("signed out on a phone, the menu ends with Sign In", async ({ page }) => {
  await page.goto("/faq");
  await menuToggle(page).click();
  const items = menuPanel(page).getByRole("link");
  await expect(items.last()).toHaveText("Sign In");
  await items.last().click();
  await expect(page).toHaveURL((url) => url.pathname === "/auth");
});

test("a returning customer signs in from the phone header and sees Account, not Sign In", async ({
  page,
}) => {
  const email = await signUpByRequest(page, "phone-sign-in");
  await page.context().clearCookies();
  await page.goto("/faq");
  await bar(page).getByRole("link", { name: "Sign In" }).click();
  await fillSignIn(page, email);
  await expect(page).not.toHaveURL((url) => url.pathname === "/auth");
  await expect(bar(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await menuToggle(page).click();
  await expect(menuPanel(page).getByRole("link", { name: "Account" })).toBeVisible();
  await expect(menuPanel(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
});
