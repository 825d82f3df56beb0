// The full smoke's checks (scripts/smoke.mjs with --mail): what needs the fakes' records, the
// sandbox's signing key or an owner's address. Each function is the body of one check.
import { createHmac, randomUUID } from "node:crypto";
import { describe, isRedirect, SmokeError, textOf } from "./smoke-browser.mjs";
import { expect, fieldOf, findForm, hasField, path } from "./smoke-check.mjs";
import { checkoutForm, orderPageOf, postCard } from "./smoke-checkout.mjs";
import { sendSquareWebhook } from "./smoke-webhook.mjs";
import { totpCode, totpStep } from "./totp.mjs";

const CARD_OK_NONCE = "cnon:card-nonce-ok";

/**
 * `browser` is signed in as `email` from `confirmByMail` on; `siteUrl` is the site's SITE_URL
 * (the sandbox signs its webhook URL); `sandboxKey` its PAYMENTS_SANDBOX_KEY.
 */
export function createFullChecks({ browser, fakes, email, password, siteUrl, sandboxKey }) {
  let secret;
  /** The last time step a code was used for: the site refuses a step twice. */
  let lastStep = -1;

  function nextCode() {
    lastStep = Math.max(totpStep(), lastStep + 1);
    return totpCode(secret, lastStep);
  }

  return {
    async leadDelivered(leadEmail) {
      await fakes.delivered((body) => body?.email === leadEmail, `the lead from ${leadEmail}`);
    },

    async signUpAwaitsConfirmation(fields) {
      const page = await browser.get("/auth?mode=signup");
      const form = findForm(page, "sign-up form", (f) => hasField(f, "intent", "sign-up"));
      const answer = await browser.submit(form, { ...fields, email, password });
      expect(
        isRedirect(answer) && path(answer.location, browser.origin) === "/auth",
        "a redirect to /auth (is AUTH_EMAIL_CONFIRMATION on?)",
        answer,
      );
    },

    async confirmByMail() {
      const [link] = await fakes.mailTo(email, /https?:\/\/\S+\/auth\/confirm\?\S+/, "a link");
      const url = new URL(link);
      const page = await browser.get(url.pathname + url.search);
      const form = findForm(page, "confirmation form", (f) => hasField(f, "token_hash"));
      const answer = await browser.submit(form, { password });
      expect(isRedirect(answer), "a redirect", answer);
      const account = await browser.get("/account");
      expect(account.status === 200, "GET /account then to answer HTTP 200 (signed in)", account);
    },

    async enrolAuthenticator() {
      const page = await browser.get("/account");
      const enrol = findForm(page, "authenticator set-up form", (f) =>
        hasField(f, "intent", "mfa-enroll"),
      );
      const shown = await browser.submit(enrol);
      const activate = findForm(shown, "authenticator activation form", (f) =>
        hasField(f, "intent", "mfa-activate"),
      );
      secret = fieldOf(activate, "secret");
      if (!secret) throw new SmokeError(`no key shown: ${describe(shown)}`);
      const [, mailedCode] = await fakes.mailTo(email, /^(\d{8})$/m, "an 8-digit code");
      const answer = await browser.submit(activate, { code: nextCode(), mailedCode });
      expect(isRedirect(answer), "a redirect once the codes are accepted", answer);
      const account = await browser.get("/account");
      findForm(account, "form turning two-factor sign-in off", (f) =>
        hasField(f, "intent", "mfa-remove"),
      );
    },

    async signInWithSecondFactor() {
      const page = await browser.get("/auth");
      const form = findForm(page, "sign-in form", (f) => hasField(f, "intent", "sign-in"));
      const answer = await browser.submit(form, { email, password });
      const mfa = isRedirect(answer) ? new URL(answer.location, browser.origin) : null;
      expect(mfa?.searchParams.get("step") === "mfa", "a redirect to /auth?step=mfa", answer);
      const step = await browser.get(mfa.pathname + mfa.search);
      const codeForm = findForm(step, "code form", (f) => hasField(f, "intent", "mfa"));
      const passed = await browser.submit(codeForm, { code: nextCode() });
      expect(isRedirect(passed), "a redirect once the code is accepted", passed);
      const account = await browser.get("/account");
      expect(account.status === 200, "GET /account then to answer HTTP 200", account);
    },

    /** The card SDK (the offline one, or Square's) handed out the nonce of a good card. */
    async payByCard() {
      const answer = await postCard(browser, CARD_OK_NONCE);
      const { number } = await orderPageOf(browser, answer, "Paid by credit card");
      const receipt = new RegExp(`/account/order\\?number=${number}\\b`);
      await fakes.mailTo(email, receipt, `the receipt of order ${number}`);
    },

    async payWithPayPal() {
      const form = await checkoutForm(browser, "plan-funding", "paypal");
      const answer = await browser.submit(form);
      const approval = isRedirect(answer) ? new URL(answer.location, browser.origin) : null;
      expect(approval?.pathname === "/sandbox/paypal", "a redirect to /sandbox/paypal", answer);
      const page = await browser.get(approval.pathname + approval.search);
      const approve = findForm(page, "approval form", (f) =>
        f.buttons.some((b) => b.value === "approve"),
      );
      const submitter = approve.buttons.find((b) => b.value === "approve");
      const approved = await browser.submit(approve, {}, { submitter });
      expect(isRedirect(approved), "a redirect back to the site", approved);
      const back = await browser.get(approved.location);
      await orderPageOf(browser, back, "Paid with PayPal");
    },

    async sandboxWebhook() {
      const paymentId = `pay_smoke_${randomUUID()}`;
      const body = JSON.stringify({
        merchant_id: "OFFLINE",
        type: "payment.updated",
        event_id: randomUUID(),
        created_at: new Date().toISOString(),
        data: {
          type: "payment",
          id: paymentId,
          object: { payment: { id: paymentId, status: "COMPLETED" } },
        },
      });
      const url = `${siteUrl.replace(/\/+$/, "")}/webhooks/square`;
      const signature = createHmac("sha256", sandboxKey)
        .update(url + body)
        .digest("base64");
      await sendSquareWebhook(browser.origin, body, signature, ["signed", "badly signed"]);
    },

    async openAdmin(leadEmail) {
      const overview = await browser.get("/admin");
      expect(
        overview.status === 200 && overview.body.includes('href="/admin/leads"'),
        "HTTP 200 with the dashboard's links",
        overview,
      );
      const leads = await browser.get("/admin/leads");
      expect(
        leads.status === 200 && textOf(leads.body).includes(leadEmail),
        `HTTP 200 for /admin/leads listing ${leadEmail}`,
        leads,
      );
    },

    async adminRefused() {
      const answer = await browser.get("/admin");
      expect(answer.status === 404, "HTTP 404 for /admin (not an owner's address)", answer);
    },
  };
}
