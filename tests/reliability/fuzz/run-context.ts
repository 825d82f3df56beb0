import { signUpSession } from "../../../scripts/lib/bench-session.mjs";
import type { RunContext } from "./encode";
import { fetchPage } from "./page-forms";
import type { Target } from "./targets";

const HONEYPOT = ["website_url", "from__confirm"];

/**
 * The run's sessions and valid baselines, fetched as a browser without JavaScript would: the
 * honeypot fields from /contact, a signed-up user's session cookie
 * (`scripts/lib/bench-session.mjs`), and each target's form.
 */
export async function prepareRun(baseUrl: string, targets: Target[]): Promise<RunContext> {
  const visitorPage = await fetchPage(baseUrl, "/contact");
  const visitor = { cookie: visitorPage.cookies.join("; ") };
  const honeypot = visitorPage.forms[0]!.fields.filter(([name]) => HONEYPOT.includes(name));
  if (honeypot.length !== 2) throw new Error("The /contact form has no honeypot fields");

  const { cookie: userCookie } = (await signUpSession(baseUrl)) as { cookie: string };
  const user = { cookie: userCookie };

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
      form.fields.filter(([name]) => !HONEYPOT.includes(name)),
    );
  }
  return { origin: new URL(baseUrl).origin, visitor, user, honeypot, baselines };
}
