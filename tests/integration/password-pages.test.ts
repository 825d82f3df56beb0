import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  Jar,
  load,
  onEmbeddedSite,
  site as currentSite,
  signedInAs,
  signUp,
  submit,
  toastOf,
  type DataAnswer,
} from "./support/route-requests";
import { drainAccountMails } from "./support/account-mail-pump";
import * as authRoute from "~/routes/auth";
import * as forgotRoute from "~/routes/auth.forgot";
import * as resetRoute from "~/routes/auth.reset";
import * as changeRoute from "~/routes/account.password";

/**
 * "Forgot password?", the reset link's page and "Change password", through the routes' loaders
 * and actions (the shared action wrapper, CSRF and honeypot included) on the server's embedded
 * database and default mailer (.eml files under DATA_DIR/mail), as a browser would use them.
 */
const site = onEmbeddedSite("password-pages");

const PASSWORD = "amber-lantern-pivot-73";
const NEW_PASSWORD = "quiet-harbour-lamp-58";

/** The reset links mailed to `email`, once the outbox pass the form woke has finished. */
async function resetLinks(email: string): Promise<string[]> {
  await drainAccountMails(currentSite().app);
  const folder = join(site.dataDir, "mail");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((file) => readFileSync(join(folder, file), "utf8"))
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${email}`))
    .map((eml) => eml.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .flatMap((eml) => eml.match(/http:\/\/localhost:3000\/auth\/reset\?\S+/g) ?? []);
}

/** Presses the link's button, then sets NEW_PASSWORD with the form it leads to. */
async function setWithLink(tokenHash: string, browser: Jar): Promise<Response> {
  const opened = (await submit(
    resetRoute,
    "/auth/reset",
    { intent: "open-reset-link", token_hash: tokenHash },
    browser,
  )) as Response;
  expect(opened.headers.get("Location")).toBe("/auth/reset");
  return (await submit(
    resetRoute,
    "/auth/reset",
    { intent: "reset-password", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    browser,
  )) as Response;
}

describe("forgot password, then the link", () => {
  it("mails a link; opening it changes nothing; its button shows the new-password form and signs nobody in; setting it signs in and ends every other session", async () => {
    const { email, jar: laptop } = await signUp("reset", PASSWORD);
    const browser = new Jar();
    const asked = (await submit(
      forgotRoute,
      "/auth/forgot",
      { intent: "forgot-password", email },
      browser,
    )) as DataAnswer;
    expect(asked.data.sent).toBe(true);
    const [link] = await resetLinks(email);
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe("/auth/reset");
    const tokenHash = url.searchParams.get("token_hash")!;

    // A mail scanner opens the link twice: the page, nothing used, nobody signed in.
    for (let i = 0; i < 2; i++) {
      const page = (await load(resetRoute.loader, `${url.pathname}${url.search}`, new Jar())) as {
        data: unknown;
      };
      expect(page.data).toEqual({ step: "link", tokenHash });
    }

    const opened = (await submit(
      resetRoute,
      "/auth/reset",
      { intent: "open-reset-link", token_hash: tokenHash },
      browser,
    )) as Response;
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe("/auth/reset");
    expect(await signedInAs(browser)).toBeNull();
    const form = (await load(resetRoute.loader, "/auth/reset", browser)) as { data: unknown };
    expect(form.data).toEqual({ step: "choose" });

    const mismatch = (await submit(
      resetRoute,
      "/auth/reset",
      { intent: "reset-password", password: NEW_PASSWORD, confirmPassword: "something else" },
      browser,
    )) as DataAnswer;
    expect(mismatch.init?.status).toBe(400);
    expect(mismatch.data.result?.error?.confirmPassword).toEqual(["The passwords do not match"]);
    expect(JSON.stringify(mismatch.data)).not.toContain(NEW_PASSWORD);

    const weak = (await submit(
      resetRoute,
      "/auth/reset",
      { intent: "reset-password", password: "password", confirmPassword: "password" },
      browser,
    )) as DataAnswer;
    expect(weak.init?.status).toBe(400);
    expect(weak.data.error).toBe(
      "This password is too common. Please choose a less common password.",
    );

    const set = (await submit(
      resetRoute,
      "/auth/reset",
      { intent: "reset-password", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      browser,
    )) as Response;
    expect(set.headers.get("Location")).toBe("/account");
    expect(await toastOf(set)).toMatchObject({ title: "Password changed" });
    expect(await signedInAs(browser)).toBe(email);
    expect(await signedInAs(laptop)).toBeNull();

    // The grant is spent, and the link was used once.
    const again = (await load(resetRoute.loader, "/auth/reset", browser)) as Response;
    expect(again.headers.get("Location")).toBe("/auth/forgot");
    const reused = await setWithLink(tokenHash, new Jar());
    expect(reused.headers.get("Location")).toBe("/auth/forgot");
    expect(await toastOf(reused)).toMatchObject({
      title: "Error",
      description: "This password reset link is invalid or has expired. Please ask for a new one.",
      variant: "destructive",
    });

    const signIn = await submit(
      authRoute,
      "/auth",
      { intent: "sign-in", returnTo: "/", email, password: NEW_PASSWORD },
      new Jar(),
    );
    expect((signIn as Response).status).toBe(302);
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const { email } = await signUp("known", PASSWORD);
    const unknown = `nobody-${Date.now()}@example.test`;
    const answers = [];
    for (const address of [email, unknown]) {
      const answer = (await submit(
        forgotRoute,
        "/auth/forgot",
        { intent: "forgot-password", email: address },
        new Jar(),
      )) as DataAnswer;
      answers.push({ status: answer.init?.status ?? 200, sent: answer.data.sent });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(await resetLinks(unknown)).toEqual([]);
  });

  it("a bad address keeps what was typed and says why; a made-up link goes back with the error", async () => {
    const bad = (await submit(
      forgotRoute,
      "/auth/forgot",
      { intent: "forgot-password", email: "not-an-address" },
      new Jar(),
    )) as DataAnswer;
    expect(bad.init?.status).toBe(400);
    expect(bad.data.result?.error?.email).toEqual(["Invalid email address"]);
    expect(bad.data.result?.initialValue?.email).toBe("not-an-address");

    for (const query of ["token_hash=abc&type=email", "token_hash=%3Cscript%3E&type=recovery"]) {
      const page = (await load(resetRoute.loader, `/auth/reset?${query}`, new Jar())) as Response;
      expect(page.headers.get("Location")).toBe("/auth/forgot");
    }
    const made = await setWithLink("f".repeat(64), new Jar());
    expect(made.headers.get("Location")).toBe("/auth/forgot");
  });

  it("a signed-in visitor without a reset link cannot set a password on the reset page", async () => {
    const { jar } = await signUp("no-grant", PASSWORD);
    const page = (await load(resetRoute.loader, "/auth/reset", jar)) as Response;
    expect(page.headers.get("Location")).toBe("/auth/forgot");
    const attempt = (await submit(
      resetRoute,
      "/auth/reset",
      { intent: "reset-password", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      jar,
    )) as Response;
    expect(attempt.headers.get("Location")).toBe("/auth/forgot");
  });
});

describe("change password", () => {
  it("signed out, the page sends to sign-in and back", async () => {
    const page = (await load(changeRoute.loader, "/account/password", new Jar())) as Response;
    expect(page.headers.get("Location")).toBe("/auth?returnTo=%2Faccount%2Fpassword");
  });

  it("asks the current password, then changes it and signs out the other devices", async () => {
    const { email, jar } = await signUp("change", PASSWORD);
    const phone = new Jar();
    await submit(
      authRoute,
      "/auth",
      { intent: "sign-in", returnTo: "/", email, password: PASSWORD },
      phone,
    );
    expect(await signedInAs(phone)).toBe(email);

    const wrong = (await submit(
      changeRoute,
      "/account/password",
      {
        intent: "change-password",
        currentPassword: "not-my-password-1",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      jar,
    )) as DataAnswer;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.error).toBe("Your current password is incorrect.");
    expect(JSON.stringify(wrong.data)).not.toContain("not-my-password-1");

    const empty = (await submit(
      changeRoute,
      "/account/password",
      { intent: "change-password", currentPassword: "", password: "", confirmPassword: "" },
      jar,
    )) as DataAnswer;
    expect(empty.data.result?.error).toMatchObject({
      currentPassword: ["Please enter your current password"],
      password: ["Please choose a new password"],
      confirmPassword: ["Please type the new password again"],
    });

    const changed = (await submit(
      changeRoute,
      "/account/password",
      {
        intent: "change-password",
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      jar,
    )) as Response;
    expect(changed.headers.get("Location")).toBe("/account");
    expect(await toastOf(changed)).toMatchObject({
      title: "Password changed",
      description: "Your password has been changed. Other devices have been signed out.",
    });
    expect(await signedInAs(jar)).toBe(email);
    expect(await signedInAs(phone)).toBeNull();
  });
});
