import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import {
  authUrl,
  fillSignIn,
  fillSignUp,
  PASSWORD,
  signUpByRequest,
  signUpNew,
  toast,
} from "./support/auth";
import { seriousViolations } from "./support/axe";
import { uniqueEmail } from "./support/forms";
import { viewports } from "./support/pages";

/**
 * Issue 26, finding the catalogue and buying without losing one's place, with and without
 * JavaScript: "Book a Service" one tap from the home page on a phone, Purchase Now signed out
 * going to sign in (or up) and back to that item's checkout, the server's reasons under their
 * fields, and the profile's details on /account.
 */

const ITEM = { id: "plan-funding", title: "Funding Business Plan", category: "business" };
const CHECKOUT = `/checkout?product=${ITEM.id}&tab=paypal`;

/** The error messages shown under the field labelled `label`. */
async function errorsUnder(page: Page, label: string) {
  const id = await page.getByLabel(label, { exact: true }).getAttribute("id");
  return page.locator(`[id="${id}-error"]`);
}

async function purchaseSignedOut(page: Page) {
  await page.goto(`/book-now?category=${ITEM.category}`);
  await page
    .locator(`[data-product="${ITEM.id}"]`)
    .getByRole("link", { name: "Purchase Now" })
    .click();
  await page.waitForURL((url) => url.pathname === "/auth");
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe(CHECKOUT);
}

async function expectCheckoutOpen(page: Page) {
  await page.waitForURL((url) => url.pathname === "/checkout");
  expect(new URL(page.url()).searchParams.get("product")).toBe(ITEM.id);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ITEM.title);
  // With JavaScript the panel's tabs open on PayPal; without it every way to pay is listed.
  if (test.info().project.name === "js") {
    await expect(page.getByRole("tab", { name: "PayPal" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  }
  await expect(page.getByRole("button", { name: "Continue to PayPal" })).toBeVisible();
}

test.describe("the catalogue is one tap away", () => {
  test("on a phone, 'Book a Service' is on the home page without opening the menu, and leads to Book Now", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    const link = page.getByRole("main").getByRole("link", { name: "Book a Service" });
    await expect(link).toBeVisible();
    await expect(link).toBeInViewport();
    await link.click();
    await page.waitForURL((url) => url.pathname === "/book-now");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book a Service");
  });

  test("on a phone, Book a Service and the Price List say what each holds and lead to each other", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/book-now");
    const hero = page.getByRole("region", { name: "Book a Service" });
    await expect(hero).toContainText("Our five core services by category, or search them");
    await hero.getByRole("link", { name: "Every service and price on one page" }).click();
    await page.waitForURL((url) => url.pathname === "/store");
    await expect(page).toHaveTitle(/^Price List: Every Service and Price/);
    const list = page.getByRole("region", { name: "Every Service and Price" });
    await expect(list.getByText("Price List", { exact: true })).toBeVisible();
    await expect(list).toContainText("sessions and memberships included");
    await list.getByRole("link", { name: "Browse and search by category" }).click();
    await page.waitForURL((url) => url.pathname === "/book-now");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    );
  });

  test("the footer lists Book a Service and the Price List; the services page and closing calls to action link Book Now", async ({
    page,
  }) => {
    await page.goto("/services");
    const footer = page.getByRole("navigation", { name: "Footer" });
    await expect(footer.getByRole("link", { name: "Book a Service" })).toHaveAttribute(
      "href",
      "/book-now",
    );
    await expect(footer.getByRole("link", { name: "Price List" })).toHaveAttribute(
      "href",
      "/store",
    );
    const inMain = page.getByRole("main").getByRole("link", { name: "Book a Service" });
    await expect(inMain).toHaveCount(2); // the hero and the closing call to action
    for (const path of ["/business-plan", "/ai-avatars", "/training", "/virtual-mailbox"]) {
      await page.goto(path);
      await expect(
        page.getByRole("main").getByRole("link", { name: "Book a Service" }),
      ).toHaveAttribute("href", "/book-now");
    }
  });
});

test.describe("Purchase Now signed out keeps the item", () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`(${name}) sign in from Purchase Now: a calm note names the item, then its checkout opens`, async ({
      page,
      browser,
    }) => {
      // An account made in another browser, so this one arrives signed out.
      const other = await browser.newPage();
      const email = await signUpByRequest(other, "buy-signin");
      await other.close();

      await page.setViewportSize(viewport);
      await purchaseSignedOut(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
      await expect(page.locator("[data-buying-notice]")).toHaveText(
        `Sign in or create an account to buy ${ITEM.title}. You will come back to its checkout.`,
      );
      await expect(toast(page)).toHaveCount(0);
      if (test.info().project.name === "js") expect(await seriousViolations(page)).toEqual([]);
      await fillSignIn(page, email);
      await expectCheckoutOpen(page);
    });
  }

  test("sign up from Purchase Now: the toggle keeps the item, and the new account lands on its checkout", async ({
    page,
  }) => {
    await purchaseSignedOut(page);
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an Account");
    await expect(page.locator("[data-buying-notice]")).toContainText(ITEM.title);
    await fillSignUp(page, uniqueEmail("buy-signup"));
    await expectCheckoutOpen(page);
  });

  test("a returnTo that leaves the site is refused: signing in lands on the home page", async ({
    page,
    browser,
  }) => {
    const other = await browser.newPage();
    const email = await signUpByRequest(other, "buy-evil");
    await other.close();
    for (const evil of ["//evil.example", "/\\evil.example", "https:evil.example"]) {
      await page.goto(authUrl({ returnTo: evil }));
      await expect(page.locator("[data-buying-notice]")).toHaveCount(0);
    }
    await fillSignIn(page, email);
    await page.waitForURL((url) => url.pathname === "/");
  });
});

test.describe("sign-up: required fields, the password rule, and the server's reason under its field", () => {
  test("every field is marked required and the password rule shows before it is broken", async ({
    page,
  }) => {
    await page.goto(authUrl({ mode: "signup" }));
    await expect(page.getByText("Every field is required")).toBeVisible();
    for (const label of ["Full Name", "Business Name", "Telephone", "Years in Business", "Email"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    const password = page.getByLabel("Password", { exact: true });
    const hintId = `${await password.getAttribute("id")}-hint`;
    await expect(page.locator(`[id="${hintId}"]`)).toHaveText(
      "At least 8 characters, and not a commonly used password. A few unrelated words make a strong one.",
    );
    await expect(password).toHaveAttribute("aria-describedby", new RegExp(hintId));
    if (test.info().project.name === "js") expect(await seriousViolations(page)).toEqual([]);
  });

  test("a too-short password: the reason under the password, the password kept, no toast; it stays until the password changes", async ({
    page,
  }) => {
    await page.goto(authUrl({ mode: "signup" }));
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/auth"),
    );
    await fillSignUp(page, uniqueEmail("buy-short"), "seven77");
    expect((await answer).headers()["cache-control"]).toBe("private, no-store");
    const password = page.getByLabel("Password", { exact: true });
    const errors = await errorsUnder(page, "Password");
    await expect(errors).toHaveText("Password should be at least 8 characters.");
    await expect(password).toHaveValue("seven77");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Password is required")).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
    await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    if (test.info().project.name !== "js") return;
    expect(await seriousViolations(page)).toEqual([]);
    // Another field changing leaves it; the password changing takes it away.
    await page.getByLabel("Business Name").fill("Analytical Engines Ltd");
    await expect(errors).toHaveText("Password should be at least 8 characters.");
    await password.fill(PASSWORD);
    await expect(errors).toHaveText("");
  });

  test("an address already taken (confirmation off): the reason under the e-mail, the password kept", async ({
    page,
    browser,
  }) => {
    const other = await browser.newPage();
    const email = await signUpNew(other, "buy-taken");
    await other.close();
    await page.goto(authUrl({ mode: "signup" }));
    await fillSignUp(page, email);
    await expect(await errorsUnder(page, "Email")).toHaveText(
      "An account with this email already exists.",
    );
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  });

  test("a wrong password at sign-in: one message above the form, the password box emptied without 'Password is required'", async ({
    page,
  }) => {
    await page.goto(authUrl());
    await fillSignIn(page, uniqueEmail("buy-nobody"), "not-the-password-1");
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid login credentials" }),
    ).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByText("Password is required")).toHaveCount(0);
  });
});

test.describe("profile", () => {
  test("the account page shows the name, business and telephone given at sign-up, and changes them", async ({
    page,
  }) => {
    await signUpNew(page, "buy-profile");
    await page.goto("/account");
    const details = page.getByRole("region", { name: "Your details" });
    await expect(details.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(details.getByLabel("Business Name")).toHaveValue("Analytical Engines LLC");
    await expect(details.getByLabel("Telephone")).toHaveValue("7045550100");
    if (test.info().project.name === "js") expect(await seriousViolations(page)).toEqual([]);

    await details.getByLabel("Telephone").fill("12345");
    await details.getByLabel("Business Name").fill("Difference Engines Inc");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(await errorsUnder(page, "Telephone")).toHaveText(
      "Please enter a valid phone number",
    );
    await expect(details.getByLabel("Business Name")).toHaveValue("Difference Engines Inc");

    await details.getByLabel("Telephone").fill("704-555-0199");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page)).toContainText("Profile saved");
    await page.goto("/account");
    await expect(details.getByLabel("Business Name")).toHaveValue("Difference Engines Inc");
    await expect(details.getByLabel("Telephone")).toHaveValue("704-555-0199");
  });
});
