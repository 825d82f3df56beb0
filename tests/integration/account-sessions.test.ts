import { describe, expect, it } from "vitest";
import {
  authStateOf,
  Jar,
  load,
  onEmbeddedSite,
  signUp,
  submit,
  toastOf,
  type DataAnswer,
} from "./support/route-requests";
import * as accountRoute from "~/routes/account";
import * as authRoute from "~/routes/auth";
import type { SessionView } from "~/utils/account-security";

/**
 * The account page's signed-in devices, local accounts: the list (this device first) and "Sign
 * out everywhere else", a form post through the action wrapper, answered with a redirect and a
 * toast (so it works without JavaScript).
 */
onEmbeddedSite("account-sessions");

const PASSWORD = "amber-lantern-pivot-73";

async function sessionsOf(jar: Jar) {
  const page = (await load(accountRoute.loader, "/account", jar)) as {
    data: { security: { sessions: SessionView[] | null } };
  };
  return page.data.security.sessions;
}

async function signIn(email: string) {
  const jar = new Jar();
  const answer = (await submit(
    authRoute,
    "/auth",
    { intent: "sign-in", email, password: PASSWORD, returnTo: "/account" },
    jar,
  )) as Response;
  expect(answer.status).toBe(302);
  return jar;
}

describe("signed-in devices on the account page", () => {
  it("lists the account's sessions with their dates, this one first and marked", async () => {
    const { email, jar: laptop } = await signUp("devices", PASSWORD);
    await signIn(email);
    const listed = await sessionsOf(laptop);
    expect(listed).toHaveLength(2);
    expect(listed!.map((s) => s.current)).toEqual([true, false]);
    for (const session of listed!) {
      expect(session.device).toBe("Unknown device");
      expect(Date.now() - Date.parse(session.lastSeenAt)).toBeLessThan(60_000);
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
    }
    // Another account's sessions are not listed.
    await signUp("someone-else", PASSWORD);
    expect(await sessionsOf(laptop)).toHaveLength(2);
  });

  it("'Sign out everywhere else' ends the other sessions, keeps this one, and says so", async () => {
    const { email, jar: laptop } = await signUp("everywhere", PASSWORD);
    const phone = await signIn(email);
    const tablet = await signIn(email);

    const answer = (await submit(
      accountRoute,
      "/account",
      { intent: "sign-out-others" },
      laptop,
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/account");
    expect(await toastOf(answer)).toMatchObject({
      title: "Signed out everywhere else",
      description: "Every other device signed in to your account has been signed out.",
    });
    expect((await authStateOf(laptop))?.user.email).toBe(email);
    expect(await authStateOf(phone)).toBeNull();
    expect(await authStateOf(tablet)).toBeNull();
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true })]);
  });

  it("a signed-out visitor's post ends nothing and is sent to sign in", async () => {
    const { email } = await signUp("signed-out-post", PASSWORD);
    const phone = await signIn(email);
    const answer = (await submit(
      accountRoute,
      "/account",
      { intent: "sign-out-others" },
      new Jar(),
    )) as Response | DataAnswer;
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/auth?returnTo=%2Faccount");
    expect(await authStateOf(phone)).not.toBeNull();
  });
});
