import { chatCopy } from "../../app/content/chat";
import { test as plainTest } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signUpByRequest } from "./support/auth";
import { BROKEN_ORDERS_DOMAIN } from "./support/database-fixtures";

test("security headers on documents", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // A shared page carries nothing of one request; a page drawn for one visitor carries its id.
  expect(headers["x-request-id"]).toBeUndefined();
  const missing = await request.get("/no-such-page");
  expect(missing.headers()["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  // No header names the server's software or version.
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["server"]).toBeUndefined();
});

test("a page drawn for one visitor: every script carries the response's nonce, and it changes per request", async ({
  request,
}) => {
  const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)![1];
  const own = { headers: { Cookie: "bte_session=not-a-session" } };
  const first = await request.get("/", own);
  const html = await first.text();
  const nonce = nonceOf(first.headers()["content-security-policy"]!);
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !attrs.includes("application/ld+json"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  const second = await request.get("/", own);
  expect(nonceOf(second.headers()["content-security-policy"]!)).not.toBe(nonce);
});

plainTest(
  "the page runs without CSP violations or console errors",
  async ({ page, javaScriptEnabled }) => {
    plainTest.skip(!javaScriptEnabled, "needs the scripts it checks");
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The pop-up (Radix, with its scroll lock) and the video both load after the first paint.
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.locator("section[aria-labelledby='intro-video-title']").scrollIntoViewIfNeeded();
    await expect(page.locator("[role=region][data-state]")).toHaveAttribute(
      "data-state",
      "playing",
      { timeout: 15_000 },
    );
    expect(problems).toEqual([]);
  },
);

plainTest(
  "a shared page's policy runs its own scripts and refuses one injected into it",
  async ({ page, javaScriptEnabled }) => {
    plainTest.skip(!javaScriptEnabled, "needs scripts to run");
    // The page as served, headers included, with one inline script a cache could have slipped in.
    await page.route("**/faq", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        "</body>",
        "<script>document.documentElement.dataset.injected = 'ran'</script></body>",
      );
      await route.fulfill({ response, body });
    });
    const refused: string[] = [];
    page.on("console", (m) => m.type() === "error" && refused.push(m.text()));
    const answer = await page.goto("/faq");
    expect(answer!.headers()["content-security-policy"]).toContain("'sha256-");
    await page.waitForLoadState("networkidle");
    // The site's own scripts ran (hydrated: the chat launcher is a button), the injected one did not.
    await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
    expect(refused.some((text) => text.includes("Content Security Policy"))).toBe(true);
  },
);

test("cookies are HttpOnly and SameSite=Lax", async ({ request }) => {
  // A page view sets none (ADR 36); a sign-out flashes its toast in one.
  expect(
    (await request.get("/", { headers: { cookie: "" } })).headers()["set-cookie"],
  ).toBeUndefined();
  const response = await request.post("/auth/sign-out", { form: {}, maxRedirects: 0 });
  const cookies = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) {
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  }
});

test("/healthz and /readyz", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe("ok");
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.text()).toBe("ready");
});

test("an unknown URL gets the 404 page inside the site's layout", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found \| BTE Consulting/);
});

test("[S-ERRORS-04] an unexpected error is thrown to the 500 page, with the request id and no stack trace", async ({
  page,
}) => {
  // A payment whose date no program can read (the database fixtures' corrupt row): a real fault.
  await signUpByRequest(page, "broken-orders", BROKEN_ORDERS_DOMAIN);
  const response = await page.goto("/account?tab=orders");
  expect(response!.status()).toBe(500);
  const requestId = response!.headers()["x-request-id"]!;
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("Error reference:")).toContainText(requestId);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  const html = await response!.text();
  expect(html).not.toContain("Invalid time value");
  expect(html).not.toContain("orders.ts");
  expect(html).not.toMatch(/\bat \w+ \(/);
});
