import { eq } from "drizzle-orm";
import type { Config } from "~/.server/config";
import type { Database } from "~/.server/db";
import { localCredentials } from "~/.server/db/schema";
import type { Mailer } from "~/.server/mail/mailer";
import type { AccountMailSender } from "./common/account-mail-outbox";
import { ENROLMENT_CODE_MINUTES, issueEnrolmentCode } from "./common/enrolment-codes";
import { enrolmentCodeMail, passwordResetMail, securityNoticeMail } from "./local/account-mail";
import { issueToken } from "./local/tokens";
import { sendNewLocalConfirmation } from "./local/new-confirmation-mail";
import { sendNewSupabaseConfirmation } from "./supabase/new-confirmation-mail";
import { clientOptions } from "./supabase/client";
import { serviceCode } from "./supabase/errors";

export function createAccountMailSender(
  db: Database,
  config: Config,
  mailer: Mailer,
  now: () => Date = () => new Date(),
): AccountMailSender {
  return async (mail) => {
    if (mail.kind === "enrolment_code") {
      const code = await issueEnrolmentCode(db, mail.email, now());
      const message = enrolmentCodeMail(
        config.siteUrl,
        mail.email,
        code,
        ENROLMENT_CODE_MINUTES,
        mail.id,
      );
      await mailer.send(message);
      return;
    }
    if (mail.kind === "confirmation") {
      if (config.supabase) {
        const client = await supabaseClient(config.supabase);
        await sendNewSupabaseConfirmation(db, client, config.siteUrl, mail, now());
      } else {
        await sendNewLocalConfirmation(db, mailer, config.siteUrl, mail, now());
      }
      return;
    }
    if (mail.kind !== "password_reset") {
      await mailer.send(securityNoticeMail(config.siteUrl, mail.email, mail.kind, mail.id));
      return;
    }
    if (config.supabase) {
      const client = await supabaseClient(config.supabase);
      const { error } = await client.auth.resetPasswordForEmail(mail.email, {
        redirectTo: new URL("/auth/reset", config.siteUrl).toString(),
      });
      // A link went out a moment ago: Supabase's own limit per address.
      if (error && serviceCode(error) !== "over_email_send_rate_limit") throw error;
      return;
    }
    const [user] = await db
      .select({ userId: localCredentials.userId })
      .from(localCredentials)
      .where(eq(localCredentials.email, mail.email));
    if (!user) return;
    const token = await issueToken(db, user.userId, "password_reset", now());
    await mailer.send(passwordResetMail(config.siteUrl, mail.email, token));
  };
}

async function supabaseClient(project: { url: string; anonKey: string }) {
  // Loaded only here: supabase-js warns on import under Node 20, which local accounts never need.
  const { createClient } = await import("@supabase/supabase-js");
  return createClient(project.url, project.anonKey, {
    ...clientOptions(10_000),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
