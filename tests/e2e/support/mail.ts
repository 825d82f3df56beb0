import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { appPort, fakeSupabaseControlURL, supabaseAppPort } from "./ports";

/**
 * The links the site mails, read where a person would find them: the local-accounts server's
 * default mailer writes .eml files under its DATA_DIR (scripts/e2e-server.mjs), and the fake
 * Supabase tells its control port what its "Reset Password" e-mail carried.
 */
const mailFolder = join(process.env.DATA_DIR ?? `.data/e2e-${appPort}`, "mail");

/** The newest password reset link mailed to `email` by the local-accounts server (waits for it). */
export async function localResetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = await newestLink(email, /https?:\/\/\S+\/auth\/reset\?\S+/g);
      return link;
    })
    .toBeDefined();
  return link!;
}

async function newestLink(email: string, pattern: RegExp): Promise<string | undefined> {
  const files = await readdir(mailFolder).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.filter((f) => f.endsWith(".eml")).map((f) => readFile(join(mailFolder, f), "utf8")),
  );
  const links = mails
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${email}`))
    .map((eml) => eml.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .map((eml) => ({ date: Date.parse(/^Date: (.+)$/m.exec(eml)?.[1] ?? ""), eml }))
    .sort((a, b) => a.date - b.date)
    .flatMap(({ eml }) => eml.match(pattern) ?? []);
  return links.at(-1);
}

/**
 * The fake Supabase's last reset e-mail to `email`, as the link its "Reset Password" template
 * (docs/accounts-supabase.md) makes of it.
 */
export async function supabaseResetLink(email: string): Promise<string> {
  let sent: { siteUrl: string; tokenHash: string } | undefined;
  await expect
    .poll(async () => {
      const answer = await fetch(
        `${fakeSupabaseControlURL}/recoveries/last?email=${encodeURIComponent(email)}`,
      );
      sent = answer.ok ? ((await answer.json()) as typeof sent) : undefined;
      return sent;
    })
    .toBeDefined();
  return `${sent!.siteUrl}/auth/reset?token_hash=${encodeURIComponent(sent!.tokenHash)}&type=recovery`;
}

/**
 * The newest code mailed to `email` to turn on a first second factor (waits for it): our own mail,
 * written by either server's default mailer (local accounts or Supabase Auth).
 */
export async function mailedEnrolmentCode(
  email: string,
  folders = [mailFolder, join(`.data/e2e-${supabaseAppPort}`, "mail")],
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const found = await Promise.all(folders.map((folder) => newestCode(folder, email)));
      code = found
        .filter((mail) => mail !== undefined)
        .sort((a, b) => a.date - b.date)
        .at(-1)?.code;
      return code;
    })
    .toBeDefined();
  return code!;
}

async function newestCode(folder: string, email: string) {
  const files = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((f) => f.startsWith("auth-enrol-code-") && f.endsWith(".eml"))
      .map((f) => readFile(join(folder, f), "utf8")),
  );
  return mails
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${email}`))
    .map((eml) => ({
      date: Date.parse(/^Date: (.+)$/m.exec(eml)?.[1] ?? ""),
      code: /^(\d{8})\r?$/m.exec(eml)?.[1],
    }))
    .filter((mail): mail is { date: number; code: string } => mail.code !== undefined)
    .sort((a, b) => a.date - b.date)
    .at(-1);
}
