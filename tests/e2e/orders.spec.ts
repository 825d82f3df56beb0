import { fillSignUp } from "./support/auth";
import { uniqueEmail } from "./support/forms";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * A trial on this machine (no SITE_URL, ADR 34), opened at 127.0.0.1 as a phone on the same
 * Wi-Fi opens it at the machine's address: the PayPal sandbox approves and comes back to the
 * address the visitor used, where their session is. Its own production server: the suite's sets
 * SITE_URL.
 */
test.describe.configure({ mode: "serial" });

let server: OwnServer | undefined;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(
    "orders",
    () => ({ SITE_URL: undefined, AUTH_EMAIL_CONFIRMATION: "off" }),
    "127.0.0.1",
  );
  origin = server.origin;
});

test.afterAll(() => {
  server?.stop();
});

test("opened at 127.0.0.1: PayPal's sandbox approves and returns to 127.0.0.1, onto the order's page, still signed in", async ({
  page,
}) => {
  await page.goto(`${origin}/auth?mode=signup`);
  await fillSignUp(page, uniqueEmail("loopback-paypal"));
  await page.waitForURL(`${origin}/`);
  await page.goto(`${origin}/checkout?product=plan-funding&tab=paypal`);
  await page.getByRole("button", { name: "Continue to PayPal" }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/sandbox/paypal\\?token=`));
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/account/order\\?number=\\d+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Your order is paid");
  await expect(page.getByRole("definition").getByText("PayPal", { exact: true })).toHaveCount(1);
  await expect(
    page.getByRole("definition").filter({ hasText: "Funding Business Plan" }),
  ).toHaveCount(1);
});
