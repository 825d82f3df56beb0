// A smoke test of a running site, walked the way a browser without JavaScript does: the main
// pages, a contact enquiry, sign-up, the account page, sign-out and sign-in, a sandbox checkout
// ("Send Invoice"), /admin's data answered as an unknown URL's, and a cross-site post refused.
// One line per check; it stops at the first failure (exit 1) and exits 0 when all pass. No
// dependencies.
//
//   node scripts/smoke.mjs http://127.0.0.1:3123
//   deno run -A scripts/smoke.mjs http://127.0.0.1:3123
//
// The server must run with AUTH_EMAIL_CONFIRMATION=off (signing up signs in) and the payments
// sandbox (the embedded default). It writes a lead, an account and an order to the site.
//
// The full mode (--mail …, see scripts/lib/smoke-options.mjs; scripts/smoke-full.sh runs it with
// the fakes of tests/fakes/serve.ts) checks more, with AUTH_EMAIL_CONFIRMATION on: the lead
// delivered to the webhook, the account confirmed by the mailed link, an authenticator app turned
// on and asked for at sign-in, card and PayPal checkouts, the sandbox's webhook signature, /admin.
// With --providers (scripts/smoke-full.sh --providers) it pays through the fakes of Square and
// PayPal instead of the sandbox: a card paid and one declined, PayPal approved by the buyer, an
// invoice sent, paid and its Square webhook (signed accepted, badly signed refused).
import { createBrowser, isRedirect, textOf } from "./lib/smoke-browser.mjs";
import { check, expect, findForm, hasField, path } from "./lib/smoke-check.mjs";
import { createFakes } from "./lib/smoke-fakes.mjs";
import { createFullChecks } from "./lib/smoke-full-checks.mjs";
import { smokeOptions } from "./lib/smoke-options.mjs";
import { createProviderChecks } from "./lib/smoke-provider-checks.mjs";

/** What the contact page shows once an enquiry is stored (tests/e2e/contact.nojs.spec.ts). */
const CONTACT_SENT = "Thank you for your message. We'll get back to you soon!";
const SESSION_COOKIES = ["bte_session", "__Host-bte_session"];

const { baseUrl, full } = smokeOptions();

const browser = createBrowser(baseUrl);
const stamp = crypto.randomUUID().slice(0, 8);
const email = full?.admin ?? `smoke-${stamp}@example.com`;
const password = `Smoke-${crypto.randomUUID()}-Pw!`;
const fullChecks =
  full &&
  createFullChecks({
    browser,
    fakes: createFakes({
      mailUrl: full.mail,
      webhookUrl: full.webhook,
      scheduledUrl: full.scheduled,
    }),
    email,
    password,
    siteUrl: full.siteUrl,
    sandboxKey: full.sandboxKey,
  });
const providerChecks = full?.providers
  ? createProviderChecks({ browser, buyerUrl: full.providers })
  : null;

// 1. Pages
for (const page of ["/", "/services", "/contact", "/store"]) {
  await check(`page ${page}`, async () => {
    const answer = await browser.get(page);
    expect(
      answer.status === 200 && answer.type.includes("text/html") && answer.body.includes("<h1"),
      "HTTP 200, text/html with an <h1>",
      answer,
    );
  });
}
for (const [page, text] of [
  ["/healthz", "ok"],
  ["/readyz", "ready"],
]) {
  await check(`${page} answers "${text}"`, async () => {
    const answer = await browser.get(page);
    expect(answer.status === 200 && answer.body.trim() === text, `HTTP 200 "${text}"`, answer);
  });
}

// 2. A lead stored
const contactFields = {
  fullName: "Smoke Test",
  email: `smoke-lead-${stamp}@example.com`,
  telephone: "7045550100",
  businessNeeds: ["Business Plan Writing"],
  comments: "An automated smoke test: please ignore.",
};
await check("contact form: the enquiry is stored", async () => {
  const page = await browser.get("/contact");
  const form = findForm(page, "contact form", (f) => f.html.includes('name="fullName"'));
  const sent = await browser.submit(form, contactFields);
  const shown = isRedirect(sent) ? await browser.get(sent.location, { follow: true }) : sent;
  expect(textOf(shown.body).includes(CONTACT_SENT), `"${CONTACT_SENT}"`, shown);
});
if (fullChecks) {
  await check("the enquiry is delivered to the lead webhook", () =>
    fullChecks.leadDelivered(contactFields.email),
  );
}

// 3. Sign-up
const signUpFields = {
  fullName: "Smoke Test",
  businessName: "Smoke Test Co",
  telephone: "7045550100",
  yearsInBusiness: "3",
  whyBTE: "An automated smoke test.",
};
if (fullChecks) {
  await check(`sign up as ${email}: the account awaits its confirmation`, () =>
    fullChecks.signUpAwaitsConfirmation(signUpFields),
  );
  await check("the mailed link confirms the account and signs in", () =>
    fullChecks.confirmByMail(),
  );
} else {
  await check(`sign up as ${email}`, async () => {
    const page = await browser.get("/auth?mode=signup");
    const form = findForm(page, "sign-up form", (f) => hasField(f, "intent", "sign-up"));
    const answer = await browser.submit(form, {
      ...signUpFields,
      email,
      password,
    });
    const session = SESSION_COOKIES.some((name) => browser.jar.has(name));
    expect(
      isRedirect(answer) && session,
      "a redirect with the bte_session cookie (is AUTH_EMAIL_CONFIRMATION off?)",
      answer,
    );
  });
}

// 4. Account
let accountPage;
await check("GET /account shows the new account", async () => {
  accountPage = await browser.get("/account");
  expect(
    accountPage.status === 200 && textOf(accountPage.body).includes(email),
    `HTTP 200 showing ${email}`,
    accountPage,
  );
});

if (fullChecks) {
  await check("an authenticator app turned on (its code and the mailed code)", () =>
    fullChecks.enrolAuthenticator(),
  );
}

// 5. Sign-out, then sign-in
await check("sign out", async () => {
  const form = findForm(
    accountPage,
    "sign-out form",
    (f) => path(f.action, baseUrl) === "/auth/sign-out",
  );
  const answer = await browser.submit(form);
  expect(isRedirect(answer) && path(answer.location, baseUrl) === "/", "a redirect to /", answer);
  const account = await browser.get("/account");
  expect(
    isRedirect(account) && path(account.location, baseUrl).startsWith("/auth"),
    "GET /account then to redirect to /auth…",
    account,
  );
});
if (fullChecks) {
  await check("sign in again, with the authenticator's code", () =>
    fullChecks.signInWithSecondFactor(),
  );
} else {
  await check("sign in again", async () => {
    const page = await browser.get("/auth");
    const form = findForm(page, "sign-in form", (f) => hasField(f, "intent", "sign-in"));
    const answer = await browser.submit(form, { email, password });
    expect(isRedirect(answer), "a redirect", answer);
    const account = await browser.get("/account");
    expect(account.status === 200, "GET /account then to answer HTTP 200", account);
  });
}

// 6. Checkouts: the sandbox's, or through the providers' fakes
if (fullChecks) {
  await check("checkout by card leads to the paid order's page and its receipt", () =>
    fullChecks.payByCard(),
  );
}
if (providerChecks) {
  await check('a declined card shows "Your card was declined…" and no paid order', () =>
    providerChecks.declinedCard(),
  );
  await check("checkout with PayPal: approved at PayPal, back to the paid order's page", () =>
    providerChecks.payWithPayPal(),
  );
} else if (fullChecks) {
  await check("checkout with PayPal: approved, back to the paid order's page", () =>
    fullChecks.payWithPayPal(),
  );
}
let invoiceOrder;
await check("checkout: Send Invoice leads to the order's page", async () => {
  const page = await browser.get("/checkout?product=plan-funding");
  expect(page.status === 200, "HTTP 200 for /checkout?product=plan-funding", page);
  const form = findForm(page, '"Send Invoice" form', (f) =>
    f.buttons.some((button) => button.text === "Send Invoice"),
  );
  const submitter = form.buttons.find((button) => button.text === "Send Invoice");
  const answer = await browser.submit(form, {}, { submitter });
  const order = isRedirect(answer) ? new URL(answer.location, baseUrl) : null;
  expect(
    order?.pathname === "/account/order" && /^\d+$/.test(order.searchParams.get("number") ?? ""),
    "a redirect to /account/order?number=N",
    answer,
  );
  const orderPage = await browser.get(order.pathname + order.search);
  expect(
    orderPage.status === 200 && textOf(orderPage.body).includes("Invoice sent"),
    `HTTP 200 for ${order.pathname}${order.search} showing "Invoice sent"`,
    orderPage,
  );
  invoiceOrder = order.pathname + order.search;
});

if (providerChecks) {
  await check("Square's webhook of the invoice paid: badly signed refused, signed accepted", () =>
    providerChecks.squareWebhook(invoiceOrder),
  );
} else if (fullChecks) {
  await check("a sandbox payment webhook: signed accepted, badly signed refused", () =>
    fullChecks.sandboxWebhook(),
  );
}
if (fullChecks) {
  if (full.admin) {
    await check("/admin opens, with the second factor, listing the lead", () =>
      fullChecks.openAdmin(contactFields.email),
    );
  } else {
    await check("/admin is not found for an address not in ADMIN_EMAILS", () =>
      fullChecks.adminRefused(),
    );
  }
}

// To anyone but an owner (here a signed-in customer) the dashboard's routes do not exist (ADR 66).
// The honeypot's encrypted timestamp (base64) is renewed every second, so two answers may differ in it.
const withoutHoneypotStamp = (body) => body.replace(/"[A-Za-z0-9+/]{32,256}={0,2}"/g, '"stamp"');
if (!full?.admin) {
  await check("/admin/orders.data answers as an unknown URL's data does", async () => {
    const admin = await browser.get("/admin/orders.data");
    const unknown = await browser.get("/zzzzz/orders.data");
    expect(
      admin.status === 404 &&
        admin.status === unknown.status &&
        admin.type === unknown.type &&
        withoutHoneypotStamp(admin.body.replaceAll("admin", "zzzzz")) ===
          withoutHoneypotStamp(unknown.body),
      `what /zzzzz/orders.data answers (HTTP ${unknown.status}, ${unknown.body.length} bytes)`,
      admin,
    );
  });
}

// 7. A cross-site post refused
await check("a cross-site POST /contact is refused", async () => {
  const page = await browser.get("/contact");
  const form = findForm(page, "contact form", (f) => f.html.includes('name="fullName"'));
  const answer = await browser.submit(form, contactFields, {
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(answer.status === 403, "HTTP 403", answer);
});
