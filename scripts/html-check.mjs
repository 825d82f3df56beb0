#!/usr/bin/env node
// `npm run html:check`: every page /sitemap.xml lists, /auth, and signed in: /account, a checkout
// and /admin, as the production build serves them (built first when the sources changed), checked
// by the Nu HTML Checker in one run. Exit 1 listing each error with its page and place; the pages
// stay in .data/html-check/pages to open. No network: the checker and the site run here.
//
//   node scripts/html-check.mjs [--port N] [--verbose]
//
// The owner of the dashboard (ADMIN_EMAILS) signs up through the real forms, confirms the address
// from the mail the site wrote under its DATA_DIR and turns on an authenticator app, as
// scripts/smoke.mjs's full mode does with the mail fake.
// @see docs/decisions/0057-pages-pass-the-nu-html-checker.md
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createFileMail } from "./lib/file-mail.mjs";
import { parseArgs, root, sitemapPaths, startServer } from "./lib/server.mjs";
import { createBrowser } from "./lib/smoke-browser.mjs";
import { check, expect } from "./lib/smoke-check.mjs";
import { createFullChecks } from "./lib/smoke-full-checks.mjs";
import { htmlErrors } from "./lib/vnu.mjs";

const args = parseArgs();
const dataDir = ".data/html-check";
const pagesDir = join(root, dataDir, "pages");
const owner = `html-check-${randomUUID().slice(0, 8)}@example.com`;
const password = `Html-${randomUUID()}-Pw!`;

console.log(`Building if needed and starting the production server (DATA_DIR=${dataDir})…`);
const server = await startServer({
  port: args.port,
  dataDir,
  verbose: Boolean(args.verbose),
  label: "html-check",
  env: { ADMIN_EMAILS: owner, AUTH_EMAIL_CONFIRMATION: "on", PASSWORD_HASHING: "low-memory" },
});
await server.waitReady();

const browser = createBrowser(server.url);
const owners = createFullChecks({
  browser,
  fakes: createFileMail(join(root, dataDir, "mail")),
  email: owner,
  password,
});
/** Saved file → the page it holds, as the error list names it. */
const pages = new Map();
mkdirSync(pagesDir, { recursive: true });

async function save(path, who = "") {
  await check(`GET ${path}${who}`, async () => {
    const page = await browser.get(path);
    expect(page.status === 200 && page.type.includes("text/html"), "HTTP 200, text/html", page);
    const name = `${String(pages.size + 1).padStart(2, "0")}${path.replace(/[^\w-]+/g, "_")}`;
    const file = join(pagesDir, `${name}.html`);
    writeFileSync(file, page.body);
    pages.set(file, `${path}${who}`);
  });
}

try {
  for (const path of [...(await sitemapPaths(server.url)), "/auth", "/auth?mode=signup"]) {
    await save(path);
  }
  await check(`sign up as ${owner}, the dashboard's owner`, () =>
    owners.signUpAwaitsConfirmation({
      fullName: "HTML Check",
      businessName: "HTML Check Co",
      telephone: "7045550100",
      yearsInBusiness: "3",
      whyBTE: "An automated HTML check.",
    }),
  );
  await check("the mailed link confirms the account and signs in", () => owners.confirmByMail());
  await save("/account", " (signed in)");
  // An item of the catalogue, as the store links to it.
  const store = await browser.get("/store");
  const checkout = store.body.match(/href="(\/checkout\?product=[^"&]+)/)?.[1];
  await check("the store links to a checkout", () => expect(checkout, "a /checkout link", store));
  await save(checkout, " (signed in)");
  await check("an authenticator app turned on", () => owners.enrolAuthenticator());
  await save("/admin", " (the owner, two factors)");
} finally {
  await server.stop();
}

console.log(`\nThe Nu HTML Checker on ${pages.size} pages (saved in ${relative(root, pagesDir)})…`);
const errors = htmlErrors([...pages.keys()]);
for (const error of errors) {
  console.log(
    `${pages.get(error.file) ?? error.file}:${error.line}:${error.column}: ${error.message}`,
  );
  if (error.extract) console.log(`    ${error.extract}`);
}
if (errors.length > 0) {
  const counts = Map.groupBy(errors, (error) => error.message);
  console.log(`\n${errors.length} errors:`);
  for (const [message, list] of [...counts].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`${String(list.length).padStart(5)}  ${message}`);
  }
  process.exit(1);
}
console.log(`No errors on ${pages.size} pages.`);
