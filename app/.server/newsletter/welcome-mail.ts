import { newsletterPage } from "~/content/newsletter";
import { site } from "~/content/site";
import { unsubscribeUrl } from "./unsubscribe-token";

export type WelcomeMail = { subject: string; text: string; headers: Record<string, string> };

/** It goes to an address nobody has proved, so it carries nothing the subscriber typed, not even the name. */
export function welcomeEmail(
  email: unknown,
  links: { siteUrl: string; secret: string },
): WelcomeMail {
  if (typeof email !== "string" || email === "") throw new Error("the subscriber has no address");
  const unsubscribe = unsubscribeUrl(links.siteUrl, email, links.secret);
  return {
    subject: `Welcome to the ${site.name} newsletter`,
    text: [
      "Hello,",
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
