import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import {
  authStateOf,
  Jar,
  load,
  mailedEnrolmentCode,
  onEmbeddedSite,
  signedInAs,
  signUp,
  submit,
  toastOf,
  type DataAnswer,
} from "./support/route-requests";
import * as authRoute from "~/routes/auth";
import * as accountRoute from "~/routes/account";

/**
 * Recovery codes through the pages, local accounts on the embedded database: turning two-factor
 * sign-in on shows ten codes once, the account page counts them and makes new ones, and the
 * sign-in's second step takes one in place of the authenticator's code (also without
 * JavaScript: every step is a form post).
 */
onEmbeddedSite("recovery-pages");

const PASSWORD = "amber-lantern-pivot-73";
type Security = {
  recoveryCodesLeft: number | null;
  newRecoveryCodes: string[] | null;
  authenticator: unknown;
};

async function securityOf(jar: Jar) {
  const page = (await load(accountRoute.loader, "/account", jar)) as {
    data: { security: Security };
  };
  return page.data.security;
}

/** Turns two-factor sign-in on from the account page; returns the codes it showed. */
async function turnOn(jar: Jar) {
  const enrolled = (await submit(
    accountRoute,
    "/account",
    { intent: "mfa-enroll" },
    jar,
  )) as DataAnswer<{ enrollment: { factorId: string; secret: string } }>;
  const { factorId, secret } = enrolled.data.enrollment;
  const mailedCode = await mailedEnrolmentCode((await signedInAs(jar))!);
  const activated = (await submit(
    accountRoute,
    "/account",
    { intent: "mfa-activate", factorId, code: await generate({ secret }), mailedCode },
    jar,
  )) as Response;
  // Post/redirect/get: the page the POST redirects to shows the codes.
  expect(activated.status).toBe(302);
  expect(activated.headers.get("Location")).toBe("/account");
  expect((await toastOf(activated))?.title).toBe("Two-factor authentication is on");
  const shown = await securityOf(jar);
  expect(shown.newRecoveryCodes).toHaveLength(10);
  // The codes stay on the server: no cookie carries them, in clear or in base64.
  const cookies = cookieTexts(activated.headers);
  for (const code of shown.newRecoveryCodes!) expect(cookies).not.toContain(code);
  return shown.newRecoveryCodes!;
}

/** Every Set-Cookie as sent and with its base64 parts decoded (how signed cookies encode JSON). */
function cookieTexts(headers: Headers): string {
  return headers
    .getSetCookie()
    .flatMap((line) => {
      const value = decodeURIComponent(line.split(";")[0]!.split("=").slice(1).join("="));
      return [line, ...value.split(".").map((part) => Buffer.from(part, "base64").toString())];
    })
    .join("\n");
}

async function signInOwingCode(email: string) {
  const jar = new Jar();
  const signedIn = (await submit(
    authRoute,
    "/auth",
    { intent: "sign-in", email, password: PASSWORD, returnTo: "/services" },
    jar,
  )) as Response;
  expect(signedIn.headers.get("Location")).toBe("/auth?step=mfa&returnTo=%2Fservices");
  return jar;
}

describe("recovery codes", () => {
  it("turning two-factor sign-in on shows ten codes once; the account page counts them", async () => {
    const { jar } = await signUp("codes", PASSWORD);
    expect((await securityOf(jar)).recoveryCodesLeft).toBeNull();
    const codes = await turnOn(jar);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Loading the page again shows the count, never the codes.
    const security = await securityOf(jar);
    expect(security.recoveryCodesLeft).toBe(10);
    expect(security.newRecoveryCodes).toBeNull();
    expect(JSON.stringify(security)).not.toContain(codes[0]);
  });

  it("the second step of signing in takes a recovery code, once, and says how many are left", async () => {
    const { email, jar: laptop } = await signUp("use-code", PASSWORD);
    const codes = await turnOn(laptop);
    const phone = await signInOwingCode(email);

    const step = (await load(
      authRoute.loader,
      "/auth?step=recovery&returnTo=%2Fservices",
      phone,
    )) as { data: { step: string; recovery: boolean } };
    expect(step.data).toMatchObject({ step: "recovery", recovery: true });

    const empty = (await submit(
      authRoute,
      "/auth",
      { intent: "mfa-recovery", recoveryCode: " ", returnTo: "/services" },
      phone,
    )) as DataAnswer;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.result?.error?.recoveryCode).toEqual(["Enter one of your recovery codes"]);

    const wrong = (await submit(
      authRoute,
      "/auth",
      { intent: "mfa-recovery", recoveryCode: "abcd-efgh-jkmn", returnTo: "/services" },
      phone,
    )) as DataAnswer;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.error).toBe("Invalid recovery code. Please check it and try again.");
    // What was typed stays in the form.
    expect(wrong.data.result?.initialValue?.recoveryCode).toBe("abcd-efgh-jkmn");
    expect(await authStateOf(phone)).toMatchObject({ needsMfa: true });

    const used = (await submit(
      authRoute,
      "/auth",
      { intent: "mfa-recovery", recoveryCode: codes[0]!.toUpperCase(), returnTo: "/services" },
      phone,
    )) as Response;
    expect(used.status).toBe(302);
    expect(used.headers.get("Location")).toBe("/services");
    expect(await toastOf(used)).toMatchObject({
      title: "Welcome back!",
      description:
        "You signed in with a recovery code. 9 codes are left: if you lost your phone, set up two-factor authentication again on your account page.",
    });
    expect(await authStateOf(phone)).toMatchObject({ aal: "aal2", needsMfa: false });
    expect((await securityOf(laptop)).recoveryCodesLeft).toBe(9);

    const again = await signInOwingCode(email);
    const reused = (await submit(
      authRoute,
      "/auth",
      { intent: "mfa-recovery", recoveryCode: codes[0]!, returnTo: "/services" },
      again,
    )) as DataAnswer;
    expect(reused.data.error).toBe("Invalid recovery code. Please check it and try again.");
  });

  it("new codes replace the old ones, from a session that passed the second factor", async () => {
    const { email, jar } = await signUp("renew", PASSWORD);
    const first = await turnOn(jar);
    const renewed = (await submit(
      accountRoute,
      "/account",
      { intent: "recovery-new" },
      jar,
    )) as Response;
    expect(renewed.headers.get("Location")).toBe("/account");
    expect((await toastOf(renewed))?.title).toBe("New recovery codes");
    const fresh = (await securityOf(jar)).newRecoveryCodes!;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => first.includes(code))).toBe(false);

    const phone = await signInOwingCode(email);
    const old = (await submit(
      authRoute,
      "/auth",
      { intent: "mfa-recovery", recoveryCode: first[1]!, returnTo: "/" },
      phone,
    )) as DataAnswer;
    expect(old.data.error).toBe("Invalid recovery code. Please check it and try again.");
    // Owing the second factor, the account page is out of reach, and so are new codes.
    const early = (await submit(
      accountRoute,
      "/account",
      { intent: "recovery-new" },
      phone,
    )) as Response;
    expect(early.status).toBe(302);
    expect(early.headers.get("Location")).toBe("/auth?returnTo=%2Faccount");
  });

  it("codes flashed to one user are never shown to another on the same browser", async () => {
    const { jar, email } = await signUp("flash-owner", PASSWORD);
    const enrolled = (await submit(
      accountRoute,
      "/account",
      { intent: "mfa-enroll" },
      jar,
    )) as DataAnswer<{ enrollment: { factorId: string; secret: string } }>;
    const { factorId, secret } = enrolled.data.enrollment;
    const mailedCode = await mailedEnrolmentCode(email);
    await submit(
      accountRoute,
      "/account",
      { intent: "mfa-activate", factorId, code: await generate({ secret }), mailedCode },
      jar,
    );
    const flashed = jar.cookies.get("recovery_view");
    expect(flashed).toBeTruthy();
    const other = await signUp("flash-other", PASSWORD);
    other.jar.cookies.set("recovery_view", flashed!);
    expect((await securityOf(other.jar)).newRecoveryCodes).toBeNull();
    expect(other.jar.cookies.has("recovery_view")).toBe(false);
    // Whoever asked, the codes were shown at most once: the owner's copy of the cookie finds nothing.
    expect((await securityOf(jar)).newRecoveryCodes).toBeNull();
  });

  it("the codes are shown once: the same cookie sent again finds nothing", async () => {
    const { jar } = await signUp("flash-once", PASSWORD);
    const codes = await turnOn(jar);
    expect(codes).toHaveLength(10);
    const renewed = (await submit(
      accountRoute,
      "/account",
      { intent: "recovery-new" },
      jar,
    )) as Response;
    expect(renewed.status).toBe(302);
    const token = jar.cookies.get("recovery_view")!;
    expect((await securityOf(jar)).newRecoveryCodes).toHaveLength(10);
    jar.cookies.set("recovery_view", token);
    expect((await securityOf(jar)).newRecoveryCodes).toBeNull();
  });

  it("without a code owed, the recovery step is not shown", async () => {
    const signedOut = (await load(authRoute.loader, "/auth?step=recovery", new Jar())) as {
      data: { step: string };
    };
    expect(signedOut.data.step).toBe("signin");
    const { jar } = await signUp("no-step", PASSWORD);
    const answer = (await load(authRoute.loader, "/auth?step=recovery", jar)) as Response;
    expect(answer.status).toBe(302);
  });
});
