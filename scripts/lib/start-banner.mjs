// What `npm start` says once the server listens: where to open the site, where its mail goes, and
// how the owner reaches the dashboard (README "The owner's dashboard", ADR 25).

/**
 * The banner for the server's "listening" log line (server/index.ts): plain lines, no JSON.
 * @param {{ url: string, siteUrl: string, mail: string, adminEmails: string[] }} listening
 */
export function startBanner({ url, siteUrl, mail, adminEmails }) {
  const lines = [
    "",
    `The site is running: open ${url}`,
    ...(siteUrl !== url
      ? [`  Its public address (SITE_URL, used in links and e-mails): ${siteUrl}`]
      : []),
    mail.startsWith("SMTP ")
      ? `Mail is sent through ${mail} (SMTP_URL).`
      : mail.startsWith("HTTP API ")
        ? `Mail is sent through the ${mail} (MAIL_API_KEY).`
        : `Mail is not sent: each message is written as an .eml file in ${mail}`,
    `The owner's dashboard: ${url}/admin`,
    ...(adminEmails.length > 0
      ? [
          `  For ${adminEmails.join(", ")}: sign up (or in) with that address, turn on two-factor`,
          "  sign-in under Security on /account, then open /admin.",
        ]
      : [
          "  Put the owner's address in ADMIN_EMAILS and restart; then sign up with it, turn on",
          "  two-factor sign-in under Security on /account, and open /admin.",
        ]),
    "Stop with Ctrl+C.",
    "",
  ];
  return lines.join("\n");
}
