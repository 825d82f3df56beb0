/**
 * The fake Supabase Auth (./supabase-auth.ts) as a process of its own, for the browser tests of
 * the Supabase adapter (playwright.config.ts starts it, and an app server pointed at it):
 * - FAKE_SUPABASE_PORT: the project URL's port (the app's SUPABASE_URL);
 * - FAKE_SUPABASE_CONTROL_PORT: what a test may ask of the fake, in place of a phone:
 *   `GET /texts/last?phone=+1…` answers the last code "texted" to that number (404 when none),
 *   `GET /recoveries/last?email=…` the last password reset e-mail to that address (404 when none),
 *   and `GET /health` answers 200 once the fake listens;
 * - FAKE_SUPABASE_SITE_URL: the project's Site URL (the app server's address).
 * E-mail addresses are confirmed at sign-up (the project's "Confirm email" off), as the local
 * adapter's browser tests run with confirmation off, and a new text may be sent at once.
 */
import { createServer } from "node:http";
import { startFakeSupabaseAuth } from "./supabase-auth";

const port = Number(process.env.FAKE_SUPABASE_PORT);
const controlPort = Number(process.env.FAKE_SUPABASE_CONTROL_PORT);
const siteUrl = process.env.FAKE_SUPABASE_SITE_URL ?? "http://localhost:3000";
if (!port || !controlPort) {
  throw new Error("Set FAKE_SUPABASE_PORT and FAKE_SUPABASE_CONTROL_PORT");
}

const fake = await startFakeSupabaseAuth({
  port,
  siteUrl,
  redirectAllowList: [`${siteUrl}/**`],
  // A new code may be asked for at once: the browser tests text several within a minute (the
  // 60-second wait between messages is covered by the integration tests).
  settings: { autoconfirm: true, smsMaxFrequencyS: 0 },
});

const control = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://fake.invalid");
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === "/health") return reply(200, { url: fake.url });
  if (url.pathname === "/texts/last") {
    const text = fake.lastText(url.searchParams.get("phone") ?? "");
    return text ? reply(200, text) : reply(404, { error: "no text to that number" });
  }
  if (url.pathname === "/recoveries/last") {
    const mail = fake.lastRecovery(url.searchParams.get("email") ?? "");
    return mail ? reply(200, mail) : reply(404, { error: "no reset e-mail to that address" });
  }
  return reply(404, { error: "not found" });
});
control.listen(controlPort, "127.0.0.1");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    control.close();
    void fake.close().then(() => process.exit(0));
  });
}
