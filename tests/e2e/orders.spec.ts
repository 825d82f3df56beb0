import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fillSignUp } from "./support/auth";
import { uniqueEmail } from "./support/forms";
import { expect, test } from "./support/fixtures";
import { freePort } from "./support/ports";

/**
 * A trial on this machine (no SITE_URL, ADR 34), opened at 127.0.0.1 as a phone on the same
 * Wi-Fi opens it at the machine's address: the PayPal sandbox approves and comes back to the
 * address the visitor used, where their session is. Its own production server: the suite's sets
 * SITE_URL.
 */
test.describe.configure({ mode: "serial" });

let server: ChildProcess;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), "orders-e2e-")),
    AUTH_EMAIL_CONFIRMATION: "off",
    PAGE_CACHE_SECONDS: "0",
  };
  delete env.SITE_URL;
  server = spawn(process.execPath, ["server/index.mjs"], { env, stdio: "ignore" });
  for (let i = 0; i < 400; i++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server without SITE_URL did not become ready");
});

test.afterAll(() => {
  server?.kill("SIGTERM");
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
  await expect(page.getByRole("definition").filter({ hasText: "PayPal" })).toHaveCount(1);
  await expect(
    page.getByRole("definition").filter({ hasText: "Funding Business Plan" }),
  ).toHaveCount(1);
});
