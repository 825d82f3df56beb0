// The mail a server without a mail API sent: its default mailer writes one .eml file per message
// under DATA_DIR/mail (app/.server/mail/file-mailer.ts). Read with the same `mailTo` as the mail
// fake's record (scripts/lib/smoke-fakes.mjs), so the full smoke's checks run against either.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { SmokeError } from "./smoke-browser.mjs";

const WAIT_MS = 20_000;
const POLL_MS = 250;

/** Mail written under `folder`; each read waits up to WAIT_MS, as the site may send after its answer. */
export function createFileMail(folder) {
  async function messages() {
    const files = await readdir(folder).catch(() => []);
    const texts = await Promise.all(
      files.filter((file) => file.endsWith(".eml")).map((file) => readFile(join(folder, file))),
    );
    return texts.map((eml) => decodeQuotedPrintable(eml.toString("utf8")));
  }

  return {
    /** The first match of `matches` in a mail to `to`, once one arrived; `what` names it. */
    async mailTo(to, matches, what) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const found = (await messages())
          .filter((eml) => eml.split("\n").includes(`To: ${to}`))
          .map((eml) => eml.match(matches))
          .findLast(Boolean);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new SmokeError(
            `no mail to ${to} with ${what} within ${WAIT_MS / 1000} s (${folder})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}

/** Soft line breaks joined and `=3D`-style escapes decoded; CRLF as LF, so `$` ends a line. */
function decodeQuotedPrintable(eml) {
  return eml
    .replace(/\r\n/g, "\n")
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}
