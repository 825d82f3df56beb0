// The fakes a full smoke run (scripts/smoke-full.sh) points the site at, in a process of their
// own: the HTTP mail API (MAIL_API_URL, MAIL_API_KEY) and the lead webhook (LEADS_WEBHOOK_URL),
// both on 127.0.0.1, and an inspection server answering what each received, as JSON:
//   GET <inspectUrl>/mail      the emails the mail API accepted
//   GET <inspectUrl>/webhook   the requests the webhook received
// Once listening it prints one JSON line: { mailApiUrl, mailApiKey, webhookUrl, inspectUrl }.
// It stops on SIGTERM or SIGINT. Runs with `node --experimental-strip-types` (Node 22), node 24.
//
//   node --experimental-strip-types tests/fakes/serve.ts
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import process from "node:process";
import { startFakeTarget } from "./http-target.ts";
import { startFakeMailApi } from "./mail-api-server.ts";

const mailApi = await startFakeMailApi({ apiKey: `re_smoke_${randomUUID()}` });
const webhook = await startFakeTarget();

const views: Record<string, () => unknown> = {
  "/mail": () => mailApi.emails,
  "/webhook": () => webhook.received,
};

const inspect = createServer((req, res) => {
  const view = views[new URL(req.url ?? "/", "http://fake").pathname];
  if (req.method !== "GET" || !view) {
    res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
    return;
  }
  res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(view()));
});
await new Promise<void>((resolve, reject) => {
  inspect.once("error", reject);
  inspect.listen(0, "127.0.0.1", resolve);
});
const { port } = inspect.address() as AddressInfo;

console.log(
  JSON.stringify({
    mailApiUrl: mailApi.url,
    mailApiKey: mailApi.apiKey,
    webhookUrl: webhook.url,
    inspectUrl: `http://127.0.0.1:${port}`,
  }),
);

async function stop() {
  inspect.closeAllConnections();
  await Promise.all([
    mailApi.close(),
    webhook.close(),
    new Promise<void>((resolve) => inspect.close(() => resolve())),
  ]);
  process.exit(0);
}
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
