import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db";
import { localCredentials } from "~/.server/db/schema";
import type { Mailer } from "~/.server/mail/mailer";
import { authPath } from "~/utils/forms/auth-fields";
import { hasPendingSignUp } from "../common/pending-sign-ups";
import { confirmationMail } from "./account-mail";
import { issueToken } from "./tokens";

/** Any other address gets nothing, which its visitor cannot tell apart. */
export async function sendNewLocalConfirmation(
  db: Database,
  mailer: Mailer,
  siteUrl: string,
  mail: { email: string; next: string | null },
  now: Date,
): Promise<void> {
  const [account] = await db
    .select({ userId: localCredentials.userId, confirmedAt: localCredentials.emailConfirmedAt })
    .from(localCredentials)
    .where(eq(localCredentials.email, mail.email));
  if (!account || account.confirmedAt !== null) return;
  if (!(await hasPendingSignUp(db, mail.email, now))) return;
  const token = await issueToken(db, account.userId, "email_confirmation", now);
  const back = authPath({ returnTo: mail.next ?? "/" });
  await mailer.send(confirmationMail(siteUrl, mail.email, token, back));
}
