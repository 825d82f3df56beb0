import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountMails } from "~/.server/db/schema";
import type { MailMessage, Mailer } from "~/.server/mail/mailer";
import * as forgotRoute from "~/routes/auth.forgot";
import { drainAccountMails } from "./support/account-mail-pump";
import {
  Jar,
  onEmbeddedSite,
  signUp,
  site,
  submit,
  type DataAnswer,
} from "./support/route-requests";

/**
 * "Forgot password?" answers without waiting for the mail (ADR 28): the form stores the reset
 * request in the account-mail outbox and wakes the worker. The mailer here does not finish a
 * send until the test lets it, so an answer that waited for the mail would never come.
 */
const sent: MailMessage[] = [];
let release: () => void = () => {};
const gate = new Promise<void>((resolve) => {
  release = resolve;
});
const slowMailer: Mailer = {
  describe: () => "held until released",
  async send(message) {
    await gate;
    sent.push(message);
  },
};
onEmbeddedSite("forgot-outbox", {}, { mailer: slowMailer });

const PASSWORD = "amber-lantern-pivot-73";

describe("forgot password through the outbox", () => {
  it("answers a known and an unknown address alike before any mail is sent; the worker then mails the known one only", async () => {
    const { email } = await signUp("slow-mail", PASSWORD);
    const unknown = `nobody-${Date.now()}@example.test`;
    for (const address of [email, unknown]) {
      const answer = (await submit(
        forgotRoute,
        "/auth/forgot",
        { intent: "forgot-password", email: address },
        new Jar(),
      )) as DataAnswer;
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data.sent).toBe(true);
    }
    expect(sent).toEqual([]);
    const { db } = site().app;
    const queued = await db.select().from(accountMails);
    expect(queued.map((row) => [row.email, row.kind]).sort()).toEqual(
      [
        [email, "password_reset"],
        [unknown, "password_reset"],
      ].sort(),
    );

    release();
    await drainAccountMails(site().app);
    const resets = sent.filter((m) => m.id.startsWith("auth-reset-"));
    expect(resets.map((m) => m.to)).toEqual([email]);
    expect(resets[0]!.text).toMatch(
      /http:\/\/localhost:3000\/auth\/reset\?token_hash=[0-9a-f]{64}/,
    );
    expect(await db.select().from(accountMails).where(eq(accountMails.status, "pending"))).toEqual(
      [],
    );
  });
});
