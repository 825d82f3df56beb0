import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { fillSignUp, PASSWORD, toast } from "./auth";

/**
 * Accounts on a test file's own server with e-mail confirmation on (./own-server.ts), which the
 * dashboard needs: the server writes its mail as .eml files under `dataDir/mail`.
 */

async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const folder = join(dataDir, "mail");
  const files = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(files.map((f) => readFile(join(folder, f), "utf8")));
  return mails
    .map((eml) => eml.replace(/\r?\n[ \t]+/g, " "))
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${email}`))
    .map((eml) => eml.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
}

/** The latest confirmation link mailed to `email` on that server, once it is written. */
export async function confirmationLink(dataDir: string, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailsTo(dataDir, email))
        .flatMap((eml) => eml.match(/https?:\/\/\S+\/auth\/confirm\?[^\s"<>]+/g) ?? [])
        .at(-1);
      return link;
    })
    .toBeDefined();
  return link!;
}

/** Signs `email` up on the page's server and confirms it from the mailed link (signed in after). */
export async function signUpConfirmed(page: Page, dataDir: string, email: string) {
  await page.goto("/auth?mode=signup");
  await fillSignUp(page, email);
  await expect(toast(page)).toContainText("check your email");
  await page.goto(await confirmationLink(dataDir, email));
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm my account" }).click();
  await page.waitForURL((url) => url.pathname !== "/auth/confirm");
}

/** Whether a mail to `email` whose subject contains `subject` was written under `dataDir`. */
export async function mailedSubject(dataDir: string, email: string, subject: string) {
  return (await mailsTo(dataDir, email)).some((eml) =>
    eml.split(/\r?\n/).some((line) => line.startsWith("Subject:") && line.includes(subject)),
  );
}
