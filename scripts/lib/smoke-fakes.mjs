// What the fakes of a full smoke run received (tests/fakes/serve.ts answers it as JSON): the
// mail the site sent through the HTTP mail API, and the requests the lead webhook got. The site
// may send after its answer, or only when its scheduled handler runs, so each read is polled,
// running that handler first when its URL is given.
import { SmokeError } from "./smoke-browser.mjs";

const WAIT_MS = 20_000;
const POLL_MS = 500;
/** The scheduled handler runs at most this often while polling (it does a whole round of work). */
const SCHEDULED_EVERY_MS = 2_000;

/** `mailUrl` and `webhookUrl`: the fake's JSON of each; `scheduledUrl` (optional): GET runs cron. */
export function createFakes({ mailUrl, webhookUrl, scheduledUrl }) {
  async function getJson(url) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new SmokeError(`GET ${url}: HTTP ${response.status}`);
    return response.json();
  }

  async function runScheduled() {
    const response = await fetch(scheduledUrl, { signal: AbortSignal.timeout(15_000) });
    await response.body?.cancel();
    if (!response.ok) throw new SmokeError(`GET ${scheduledUrl}: HTTP ${response.status}`);
  }

  /** The last item of `url`'s list that `matches`, waiting up to WAIT_MS; `what` names it. */
  async function waitFor(url, what, matches) {
    const deadline = Date.now() + WAIT_MS;
    let scheduledAt = 0;
    for (;;) {
      if (scheduledUrl && Date.now() - scheduledAt >= SCHEDULED_EVERY_MS) {
        scheduledAt = Date.now();
        await runScheduled();
      }
      const found = (await getJson(url)).findLast(matches);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new SmokeError(`no ${what} within ${WAIT_MS / 1000} s (${url})`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  return {
    /** The latest mail to `to` whose text `matches` (a RegExp), once it arrived. */
    async mailTo(to, matches, what) {
      const mail = await waitFor(
        mailUrl,
        `mail to ${to} with ${what}`,
        (m) => m.to.includes(to) && matches.test(m.text ?? ""),
      );
      return mail.text.match(matches);
    },
    /** The webhook request delivered (answered 2xx) whose JSON body `matches`. */
    delivered(matches, what) {
      return waitFor(
        webhookUrl,
        `webhook delivery of ${what}`,
        (r) => r.status >= 200 && r.status < 300 && matches(r.body),
      );
    },
  };
}
