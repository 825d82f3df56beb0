// scripts/smoke.mjs's command line: the site's address, then the full mode's options, if any.
import process from "node:process";

const USAGE = `Usage: node scripts/smoke.mjs BASE_URL [full mode]
  full mode (tests/fakes/serve.ts prints the fakes' addresses; scripts/smoke-full.sh runs it all):
  --mail URL          the mail API fake's record (<inspectUrl>/mail)
  --webhook URL       the lead webhook fake's record (<inspectUrl>/webhook)
  --sandbox-key KEY   the site's PAYMENTS_SANDBOX_KEY (signs the sandbox's webhook events)
  --providers URL     instead of --sandbox-key: the site pays through the fakes of Square and
                      PayPal (tests/fakes/serve-providers.ts), this being their buyerUrl
  --scheduled URL     GET runs the site's scheduled handler (wrangler: BASE_URL/__scheduled)
  --admin EMAIL       sign up as this address, listed in ADMIN_EMAILS, and open /admin
  --site-url URL      the site's SITE_URL, when it is not BASE_URL`;

const names = {
  "--mail": "mail",
  "--webhook": "webhook",
  "--sandbox-key": "sandboxKey",
  "--providers": "providers",
  "--scheduled": "scheduled",
  "--admin": "admin",
  "--site-url": "siteUrl",
};

/** `{ baseUrl, full }`: `full` is null without --mail; exits 2 on a mistake. */
export function smokeOptions(argv = process.argv.slice(2)) {
  const [baseUrl, ...rest] = argv;
  const given = {};
  for (let i = 0; i < rest.length; i += 2) {
    const name = names[rest[i]];
    if (!name || rest[i + 1] === undefined) usageError(`unknown option or no value: ${rest[i]}`);
    given[name] = rest[i + 1];
  }
  if (!baseUrl || !URL.canParse(baseUrl)) usageError();
  const urls = ["mail", "webhook", "scheduled", "siteUrl", "providers"];
  for (const name of urls.filter((n) => given[n] !== undefined && !URL.canParse(given[n]))) {
    usageError(`not a URL: ${given[name]}`);
  }
  if (Object.keys(given).length === 0) return { baseUrl, full: null };
  const missing = ["mail", "webhook"].filter((name) => !given[name]);
  if (missing.length || !given.sandboxKey === !given.providers) {
    usageError("the full mode needs --mail, --webhook and either --sandbox-key or --providers");
  }
  return { baseUrl, full: { siteUrl: baseUrl, ...given } };
}

function usageError(problem) {
  if (problem) console.error(problem);
  console.error(USAGE);
  process.exit(2);
}
