import { signUpSession } from "../../../scripts/lib/bench-session.mjs";
import type { RunContext, Session } from "./encode";
import { fetchPage, type PageForm } from "./page-forms";
import type { Target } from "./targets";

const HONEYPOT = ["website_url", "from__confirm"];

/**
 * The run's sessions and valid baselines, fetched as a browser without JavaScript would: a
 * visitor's CSRF cookie and token and the honeypot fields from /contact, another visitor's, a
 * signed-up user's (its session cookie, `scripts/lib/bench-session.mjs`), and each target's form.
 */
export async function prepareRun(baseUrl: string, targets: Target[]): Promise<RunContext> {
  const visitorPage = await fetchPage(baseUrl, "/contact");
  const visitor = sessionOf(visitorPage.cookies.join("; "), visitorPage.forms[0]);
  const otherPage = await fetchPage(baseUrl, "/contact");
  const other = sessionOf(otherPage.cookies.join("; "), otherPage.forms[0]);
  if (other.token === visitor.token) throw new Error("Two visitors were given the same CSRF token");
  const honeypot = visitorPage.forms[0]!.fields.filter(([name]) => HONEYPOT.includes(name));
  if (honeypot.length !== 2) throw new Error("The /contact form has no honeypot fields");

  const { cookie: userCookie } = (await signUpSession(baseUrl)) as { cookie: string };
  const accountPage = await fetchPage(baseUrl, "/account", userCookie);
  const user = sessionOf(userCookie, accountPage.forms[0]);

  const baselines = new Map<string, [string, string][]>();
  for (const target of targets) {
    if (!target.page) continue;
    const session = target.who === "user" ? user : visitor;
    const page = await fetchPage(baseUrl, target.page, session.cookie);
    const form = page.forms.find((f) => f.action === target.path);
    if (!form) {
      throw new Error(
        `GET ${target.page} (HTTP ${page.status}) shows no form posting to ${target.path}`,
      );
    }
    baselines.set(
      target.name,
      form.fields.filter(([name]) => name !== "csrf" && !HONEYPOT.includes(name)),
    );
  }
  return { origin: new URL(baseUrl).origin, visitor, other, user, honeypot, baselines };
}

function sessionOf(cookie: string, form: PageForm | undefined): Session {
  const token = form?.fields.find(([name]) => name === "csrf")?.[1];
  if (!cookie.includes("csrf=") || !token) throw new Error("A page gave no CSRF cookie and token");
  return { cookie, token };
}
