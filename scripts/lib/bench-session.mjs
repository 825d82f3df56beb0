// A signed-in visitor for `npm run bench`: signs up a fresh account through the real /auth form,
// the way a browser without JavaScript does (GET the page for the honeypot fields, then POST the
// sign-up form from the site's origin), and returns the Cookie header a browser would send from
// then on: its session.
// The server must run with AUTH_EMAIL_CONFIRMATION=off, so that signing up signs in.
import { attribute } from "./html-attributes.mjs";

/** The session cookie the local auth adapter sets (app/.server/auth/local/sessions.ts). */
const SESSION_COOKIE = "bte_session";

/** Sign up a new account on `baseUrl`; resolves to its `Cookie` header (`bte_session=…`). */
export async function signUpSession(baseUrl) {
  const page = await fetch(new URL("/auth?mode=signup", baseUrl), { redirect: "manual" });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`GET /auth?mode=signup answered HTTP ${page.status}`);

  // Every field the sign-up form carries (honeypot, intent, returnTo), then ours.
  const form = formFields(signUpForm(html));
  for (const name of ["intent", "website_url", "from__confirm"]) {
    if (!form.has(name)) throw new Error(`The sign-up form on /auth has no "${name}" field`);
  }
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    fullName: "Bench Runner",
    businessName: "Benchmark Co",
    telephone: "5555550123",
    yearsInBusiness: "3",
    whyBTE: "Load testing the signed-in account page.",
    email: `bench-${stamp}@example.com`,
    password: `bench-${stamp}-Password!`,
  };
  for (const [name, value] of Object.entries(account)) {
    if (!form.has(name)) throw new Error(`The sign-up form on /auth has no "${name}" field`);
    form.set(name, value);
  }

  const origin = new URL(baseUrl).origin;
  // A build that still pairs its forms with a token cookie (a baseline) needs it sent back.
  const pageCookies = cookiePairs(page).join("; ");
  const reply = await fetch(new URL("/auth?mode=signup", baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(pageCookies ? { Cookie: pageCookies } : {}),
      Origin: origin,
      Referer: `${origin}/auth?mode=signup`,
    },
    body: new URLSearchParams([...form]),
  });
  const answer = await reply.text();
  const session = cookiePairs(reply).find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (reply.status < 300 || reply.status >= 400 || !session) {
    throw new Error(
      `Signing up through POST /auth did not sign in: HTTP ${reply.status}` +
        `${session ? "" : `, no ${SESSION_COOKIE} cookie`}` +
        ` (is AUTH_EMAIL_CONFIRMATION off?). Answer: ${answer.slice(0, 300)}`,
    );
  }

  // The cookies must open the account page, not send it back to /auth.
  const cookie = session;
  const check = await fetch(new URL("/account", baseUrl), {
    redirect: "manual",
    headers: { Cookie: cookie },
  });
  await check.arrayBuffer();
  if (check.status !== 200) {
    throw new Error(
      `GET /account with the new session answered HTTP ${check.status}` +
        `${check.headers.get("location") ? ` → ${check.headers.get("location")}` : ""}`,
    );
  }
  return { cookie, email: account.email };
}

/** `name=value` of each Set-Cookie header of `response` (attributes dropped). */
function cookiePairs(response) {
  return response.headers.getSetCookie().map((header) => header.split(";")[0].trim());
}

/** The HTML of the <form> that holds the sign-up intent. */
function signUpForm(html) {
  const forms = html.match(/<form\b[^>]*>[\s\S]*?<\/form>/gi) ?? [];
  const form = forms.find((candidate) => /name="intent"\s+value="sign-up"/.test(candidate));
  if (!form) throw new Error("GET /auth?mode=signup shows no sign-up form");
  return form;
}

/** name → value of the form's <input> and <textarea> fields, in order. */
function formFields(formHtml) {
  const fields = new Map();
  for (const [, tag] of formHtml.matchAll(/<(?:input|textarea)\b([^>]*)>/gi)) {
    const name = attribute(tag, "name");
    if (name) fields.set(name, attribute(tag, "value") ?? "");
  }
  return fields;
}
