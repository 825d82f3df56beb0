import { newsletterPage } from "~/content/newsletter";
import { site } from "~/content/site";
import { inertName } from "../mail/inert-text";
import { unsubscribeUrl } from "./unsubscribe-token";

export type WelcomeMail = { subject: string; text: string; headers: Record<string, string> };

/**
 * The welcome mail the newsletter form promises ("Check your email for a welcome message."): what
 * the newsletter brings, in the site's own words, and a one-click unsubscribe link, also given as
 * the RFC 8058 headers so the mail client can show its own "Unsubscribe" button. The name was
 * typed by anyone, so it goes inert (no link a mail client would follow).
 */
export function welcomeEmail(
  fields: Record<string, unknown>,
  links: { siteUrl: string; secret: string },
): WelcomeMail {
  const email = fields.email;
  if (typeof email !== "string" || email === "") throw new Error("the subscriber has no address");
  const name = inertName(String(fields.fullName ?? "")).trim();
  const unsubscribe = unsubscribeUrl(links.siteUrl, email, links.secret);
  return {
    subject: `Welcome to the ${site.name} newsletter`,
    text: [
      name ? `Hello ${name},` : "Hello,",
      "",
      `Thank you for subscribing to the ${site.name} weekly newsletter.`,
      newsletterPage.hero.lead,
      "",
      "What you get:",
      ...newsletterPage.topics.map((topic) => `- ${topic}`),
      "",
      `Visit us any time: ${links.siteUrl}`,
      `Questions? Reply to this e-mail or write to ${site.email}.`,
      "",
      "Not for you? Unsubscribe with one click:",
      unsubscribe,
      "",
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
