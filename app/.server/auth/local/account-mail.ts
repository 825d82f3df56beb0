import { site } from "~/content/site";
import { safeRedirect } from "~/utils/safe-redirect";
import { logger } from "~/.server/logger";
import type { AccountMailKind } from "~/.server/db/schema";
import type { MailMessage, Mailer } from "~/.server/mail/mailer";
import { authMessages, fail, ok, type Result } from "../port";
import { sha256 } from "./crypto";

export type AccountMail = { getMailer: () => Mailer; siteUrl: string };

/** It goes to an unproved address, so it carries nothing typed (a name can hold a link). */
export async function sendConfirmation(
  mail: AccountMail,
  email: string,
  _fullName: string,
  token: string,
  emailRedirectTo: string,
): Promise<Result<{ needsConfirmation: boolean }>> {
  const sent = await send(mail, confirmationMail(mail.siteUrl, email, token, emailRedirectTo));
  return sent ? ok({ needsConfirmation: true }) : fail("unavailable", authMessages.emailNotSent);
}

export function confirmationMail(
  siteUrl: string,
  email: string,
  token: string,
  emailRedirectTo: string,
): MailMessage {
  return {
    to: email,
    id: `auth-confirm-${sha256(token).slice(0, 24)}`,
    subject: `Confirm your ${site.name} account`,
    text: [
      "Hello,",
      "",
      `Thank you for signing up with ${site.name}. Please confirm your email address by opening this link:`,
      "",
      confirmationLink(siteUrl, token, emailRedirectTo),
      "",
      "The link works once and expires in 24 hours. If you did not sign up, you can ignore this message.",
    ].join("\n"),
  };
}

export function sendAccountExists(mail: AccountMail, email: string, now: Date): Promise<boolean> {
  return send(mail, {
    to: email,
    id: `auth-exists-${sha256(`${email}:${now.getTime()}`).slice(0, 24)}`,
    subject: `You already have a ${site.name} account`,
    text: [
      `Someone (hopefully you) tried to create a ${site.name} account with this email address,`,
      "but it already has one. Sign in instead:",
      "",
      `${mail.siteUrl}/auth`,
      "",
      "If this was not you, you can ignore this message.",
    ].join("\n"),
  });
}

export function passwordResetMail(siteUrl: string, email: string, token: string): MailMessage {
  const link = new URL("/auth/reset", siteUrl);
  link.searchParams.set("token_hash", token);
  link.searchParams.set("type", "recovery");
  return {
    to: email,
    id: `auth-reset-${sha256(token).slice(0, 24)}`,
    subject: `Reset your ${site.name} password`,
    text: [
      "Hello,",
      "",
      `Someone (hopefully you) asked to reset the password of your ${site.name} account. To choose a new password, open this link:`,
      "",
      link.toString(),
      "",
      "The link works once and expires in 1 hour. If you did not ask for it, you can ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}

type SecurityNoticeKind = Exclude<
  AccountMailKind,
  "password_reset" | "enrolment_code" | "confirmation"
>;

const noticeChanges: Record<SecurityNoticeKind, string> = {
  password_changed: "The password of your account was changed.",
  factor_added: "A two-factor authentication method was added to your account.",
  factor_removed: "A two-factor authentication method was removed from your account.",
  recovery_codes_new: "New recovery codes were made for your account; the old ones no longer work.",
  recovery_codes_first:
    "Recovery codes were made for your account: each one signs you in once if you lose the device that gives your codes. Keep them somewhere safe.",
  recovery_code_used: "A recovery code was used to sign in to your account.",
};

export function securityNoticeMail(
  siteUrl: string,
  email: string,
  kind: SecurityNoticeKind,
  id: string,
): MailMessage {
  return {
    to: email,
    id: `auth-notice-${id}`,
    subject: `Security notice for your ${site.name} account`,
    text: [
      "Hello,",
      "",
      noticeChanges[kind],
      "",
      `If this was you, there is nothing to do. If this wasn't you, reset your password: ${siteUrl}/auth/forgot`,
    ].join("\n"),
  };
}

export function enrolmentCodeMail(
  siteUrl: string,
  email: string,
  code: string,
  minutes: number,
  id: string,
): MailMessage {
  return {
    to: email,
    id: `auth-enrol-code-${id}`,
    subject: `Your ${site.name} code to turn on two-factor authentication`,
    text: [
      "Hello,",
      "",
      `Someone signed in to your ${site.name} account is turning on two-factor authentication. To finish, they must enter this code:`,
      "",
      code,
      "",
      `The code works once and expires in ${minutes} minutes.`,
      "",
      `If this wasn't you, do not share the code, and reset your password: ${siteUrl}/auth/forgot`,
    ].join("\n"),
  };
}

export function confirmationLink(
  siteUrl: string,
  tokenHash: string,
  emailRedirectTo: string,
): string {
  const url = new URL("/auth/confirm", siteUrl);
  url.searchParams.set("token_hash", tokenHash);
  url.searchParams.set("type", "email");
  // Not a path on this site: no `next`, the confirm page uses its default.
  const next = safeRedirect(emailRedirectTo, "", [url.origin]);
  if (next) url.searchParams.set("next", next);
  return url.toString();
}

async function send(mail: AccountMail, message: Parameters<Mailer["send"]>[0]): Promise<boolean> {
  try {
    await mail.getMailer().send(message);
    return true;
  } catch (error) {
    logger.error("account e-mail not sent", { id: message.id, error });
    return false;
  }
}
