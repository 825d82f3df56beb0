import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "./support/fixtures";
import { fillSignIn, fillSignUp, PASSWORD, toast } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { uniqueEmail } from "./support/forms";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * Buying from Purchase Now through sign-up WITH e-mail confirmation (as in production), with and
 * without JavaScript: the sign-in of the unconfirmed account says why under the e-mail, keeps
 * the password and offers "Send a new confirmation link"; the new link (through the account-mail
 * outbox) comes back to the item's checkout. It runs on a production server of its own, since the
 * suite's shared server turns confirmation off.
 */
test.describe.configure({ mode: "serial" });

const ITEM = { id: "plan-funding", title: "Funding Business Plan" };
let server: OwnServer | undefined;
let baseURL: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer("buying-confirm", (origin) => ({
    SITE_URL: origin,
    AUTH_EMAIL_CONFIRMATION: "on",
    AUTH_RATE_LIMIT_PER_IP: "100000",
    OUTBOX_POLL_SECONDS: "1",
  }));
  ({ origin: baseURL, dataDir } = server);
});

test.afterAll(() => {
  server?.stop();
});

/** Every confirmation link mailed to `email`, oldest first (.eml files under DATA_DIR/mail). */
async function confirmationLinks(email: string): Promise<string[]> {
  const folder = join(dataDir, "mail");
  const files = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((f) => readFile(join(folder, f), "utf8")));
  return mails
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${email}`))
    .map((eml) => eml.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .map((eml) => ({ date: Date.parse(/^Date: (.+)$/m.exec(eml)?.[1] ?? ""), eml }))
    .sort((a, b) => a.date - b.date)
    .flatMap(({ eml }) => eml.match(/https?:\/\/\S+\/auth\/confirm\?[^\s"<>]+/g) ?? []);
}

test("Purchase Now → sign up → sign in before confirming → a new link → confirmed on the item's checkout", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const js = test.info().project.name === "js";
  const email = uniqueEmail("buy-confirm");
  await page.goto(`${baseURL}/book-now?category=business`);
  await page
    .locator(`[data-product="${ITEM.id}"]`)
    .getByRole("link", { name: "Purchase Now" })
    .click();
  await page.getByRole("link", { name: "Sign up" }).click();
  await fillSignUp(page, email);
  await expect(toast(page)).toContainText("Please check your email to confirm your account.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In");
  await expect(page.locator("[data-buying-notice]")).toContainText(ITEM.title);
  await expect.poll(() => confirmationLinks(email).then((l) => l.length)).toBe(1);

  // Signing in before confirming: the reason under the e-mail, the password kept.
  await fillSignIn(page, email);
  const emailField = page.getByLabel("Email", { exact: true });
  const errorsOfEmail = page.locator(`[id="${await emailField.getAttribute("id")}-error"]`);
  await expect(errorsOfEmail).toContainText("Email not confirmed.");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByText("Password is required")).toHaveCount(0);
  if (js) expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Send a new confirmation link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "we have sent it a new link" }),
  ).toBeVisible();
  if (js) expect(await seriousViolations(page)).toEqual([]);
  await expect.poll(() => confirmationLinks(email).then((l) => l.length)).toBe(2);
  const [first, newest] = await confirmationLinks(email);
  // As at sign-up, the link leads to the auth page with the item's checkout as returnTo.
  const next = new URL(new URL(newest!).searchParams.get("next")!, baseURL);
  expect(next.searchParams.get("returnTo")).toBe(`/checkout?product=${ITEM.id}&tab=paypal`);

  await page.goto(newest!);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await page.waitForURL((url) => url.pathname === "/checkout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ITEM.title);
  await expect(page.getByRole("button", { name: "Continue to PayPal" })).toBeVisible();

  // The first link worked until then (links do not cancel each other); now it confirms nothing.
  await page.goto(first!);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await expect(toast(page)).toContainText("This confirmation link is invalid or has expired.");
});
