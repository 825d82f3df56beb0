import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { authMessages } from "~/.server/auth/port";
import { mailedCodeMessage } from "~/utils/forms/security";
import {
  authStateOf,
  load,
  mailedEnrolmentCode,
  onEmbeddedSite,
  signUp,
  submit,
  toastOf,
  type DataAnswer,
} from "./support/route-requests";
import * as accountRoute from "~/routes/account";

/**
 * The account page turns on an authenticator only with the code mailed to the account's address
 * (ADR 28), local accounts, without JavaScript: where the code went, a refusal on its own field
 * with what was typed kept, "Send a new code by email", and the mail itself.
 */
const site = onEmbeddedSite("mailed-code-pages");

const PASSWORD = "amber-lantern-pivot-73";
type Enrolment = { factorId: string; secret: string; uri: string };
type Answer = DataAnswer<{
  enrollment?: Enrolment;
  result?: { error?: Record<string, string[]>; initialValue?: Record<string, string> };
  toast?: { title: string };
}>;

const statusOf = (answer: Answer) => answer.init?.status ?? 200;

describe("turning on an authenticator from the account page", () => {
  it("needs the mailed code: missing or wrong is an error on its field, and the factor stays off", async () => {
    const { jar, email } = await signUp("mailed-page", PASSWORD);
    const page = (await load(accountRoute.loader, "/account", jar)) as {
      data: { security: { email: string } };
    };
    expect(page.data.security.email).toBe(email);
    const enrolled = (await submit(
      accountRoute,
      "/account",
      { intent: "mfa-enroll" },
      jar,
    )) as Answer;
    const enrolment = enrolled.data.enrollment!;
    const shown = { factorId: enrolment.factorId, secret: enrolment.secret, uri: enrolment.uri };
    const activate = async (mailedCode?: string) =>
      (await submit(
        accountRoute,
        "/account",
        {
          intent: "mfa-activate",
          ...shown,
          code: await generate({ secret: enrolment.secret }),
          ...(mailedCode === undefined ? {} : { mailedCode }),
        },
        jar,
      )) as Answer;

    const missing = await activate();
    expect(statusOf(missing)).toBe(400);
    expect(missing.data.result?.error).toEqual({ mailedCode: [mailedCodeMessage] });
    expect(missing.data.enrollment).toMatchObject(shown);

    const code = await mailedEnrolmentCode(email);
    const wrong = await activate(String((Number(code) + 1) % 100_000_000).padStart(8, "0"));
    expect(statusOf(wrong)).toBe(400);
    expect(wrong.data.result?.error).toEqual({ mailedCode: [authMessages.mailedCodeWrong] });
    expect(wrong.data.result?.initialValue?.code).toMatch(/^\d{6}$/);
    expect(wrong.data.enrollment).toMatchObject(shown);
    expect(await authStateOf(jar)).toMatchObject({ aal: "aal1" });

    // A new code replaces the old one; the enrolment stays on the page.
    const resent = (await submit(
      accountRoute,
      "/account",
      { intent: "mailed-code-resend", ...shown },
      jar,
    )) as Answer;
    expect(statusOf(resent)).toBe(200);
    expect(resent.data.enrollment).toMatchObject(shown);
    expect(resent.data.toast?.title).toBe("Code sent");
    const fresh = await mailedEnrolmentCode(email);
    expect(fresh).not.toBe(code);
    const old = await activate(code);
    expect(old.data.result?.error).toEqual({ mailedCode: [authMessages.mailedCodeWrong] });

    const on = (await activate(fresh)) as unknown as Response;
    expect(on.status).toBe(302);
    expect((await toastOf(on))?.title).toBe("Two-factor authentication is on");
    expect(await authStateOf(jar)).toMatchObject({ aal: "aal2" });
  });

  it("mails the code to the account's address with nothing anyone typed", async () => {
    const { jar, email } = await signUp("mailed-text", PASSWORD);
    await submit(accountRoute, "/account", { intent: "mfa-enroll" }, jar);
    const code = await mailedEnrolmentCode(email);
    const folder = join(site.dataDir, "mail");
    const names = (await readdir(folder)).filter((name) => name.startsWith("auth-enrol-code-"));
    const mails = await Promise.all(names.map((name) => readFile(join(folder, name), "utf8")));
    const mine = mails.filter((mail) => mail.split(/\r?\n/).includes(`To: ${email}`));
    expect(mine).toHaveLength(1);
    const text = mine[0]!.replace(/=\r?\n/g, "");
    expect(text).toContain(code);
    expect(text).toContain("expires in 15 minutes");
    expect(text).toContain("If this wasn't you");
    expect(text).toContain("http://localhost:3000/auth/forgot");
    // The sign-up's name and business are the only things this account typed.
    expect(text).not.toContain("Grace Hopper");
    expect(text).not.toContain("Compilers Inc");
  });
});
