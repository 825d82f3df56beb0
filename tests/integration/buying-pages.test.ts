import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { profiles } from "~/.server/db/schema";
import * as accountRoute from "~/routes/account";
import * as authRoute from "~/routes/auth";
import { newConfirmationNotice } from "~/utils/forms/auth";
import { drainAccountMails } from "./support/account-mail-pump";
import {
  authStateOf,
  Jar,
  load,
  onEmbeddedSite,
  site,
  submit,
  type DataAnswer,
} from "./support/route-requests";
import { createLoadContext } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * Issue 26 on the server: where /auth sends a buyer back to (returnTo, refused when it leaves the
 * site), the sign-in and sign-up refusals under their fields, "Send a new confirmation link"
 * (the same answer for every address, limited, mailed by the outbox with the way back), and the
 * profile's details on /account. E-mail confirmation is on, as in production.
 */
onEmbeddedSite("buying-pages", { AUTH_EMAIL_CONFIRMATION: "on", AUTH_RATE_LIMIT_PER_IP: "100000" });

const PASSWORD = "amber-lantern-pivot-73";
const CHECKOUT = "/checkout?product=plan-funding&tab=paypal";

function signUpFields(email: string, returnTo = CHECKOUT, password = PASSWORD) {
  return {
    intent: "sign-up",
    returnTo,
    fullName: "Grace Hopper",
    businessName: "Compilers Inc",
    telephone: "7045550111",
    yearsInBusiness: "12",
    whyBTE: "Straight answers.",
    email,
    password,
  };
}

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

async function loadAuth(query: string) {
  const loaded = (await load(authRoute.loader, `/auth?${query}`, new Jar())) as {
    data: { returnTo: string; buying: string | null };
  };
  return loaded.data;
}

/** The confirmation links mailed to `email`, oldest first. */
async function confirmationLinks(email: string): Promise<string[]> {
  const folder = join(site().dataDir, "mail");
  const names = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(names.map((name) => readFile(join(folder, name), "utf8")));
  return mails
    .filter((eml) => eml.split(/\r?\n/).includes(`To: ${email}`))
    .map((eml) => eml.replace(/=\r?\n/g, "").replace(/=3D/g, "="))
    .map((eml) => ({ date: Date.parse(/^Date: (.+)$/m.exec(eml)?.[1] ?? ""), eml }))
    .sort((a, b) => a.date - b.date)
    .flatMap(({ eml }) => eml.match(/http:\/\/localhost:3000\/auth\/confirm\?\S+/g) ?? []);
}

describe("returnTo from Purchase Now", () => {
  it("names the item a checkout returnTo comes back to buy", async () => {
    const page = await loadAuth(new URLSearchParams({ returnTo: CHECKOUT }).toString());
    expect(page.returnTo).toBe(CHECKOUT);
    expect(page.buying).toBe("Funding Business Plan");
    // An unknown item, or one sold on another site, names nothing.
    for (const product of ["no-such-item", "startup-starter", ""]) {
      const other = await loadAuth(
        new URLSearchParams({ returnTo: `/checkout?product=${product}` }).toString(),
      );
      expect(other.buying).toBeNull();
    }
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "https:evil.com",
    "https://evil.com/checkout?product=plan-funding",
    "/.//evil.com",
    "/%2F%2Fevil.com",
    "\u0000/checkout",
    "/checkout\u0000?product=plan-funding",
    "javascript:alert(1)",
  ])("refuses %j as returnTo: the page and a sign-in go to /", async (evil) => {
    const page = await loadAuth(new URLSearchParams({ returnTo: evil }).toString());
    expect(page.returnTo).toBe("/");
    expect(page.buying).toBeNull();
    const answer = await submit(authRoute, "/auth", signUpFields(unique("evil"), evil), new Jar());
    // With confirmation on, sign-up goes to sign in, with no returnTo left.
    expect((answer as Response).headers.get("Location")).toBe("/auth");
  });
});

describe("refusals under their field", () => {
  it("a too-short password: under the password, kept, in an answer nobody stores; no toast", async () => {
    const answer = (await submit(
      authRoute,
      "/auth",
      signUpFields(unique("short"), CHECKOUT, "seven77"),
      new Jar(),
    )) as DataAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error).toEqual({
      password: ["Password should be at least 8 characters."],
    });
    expect(answer.data.result?.initialValue?.password).toBe("seven77");
    expect(answer.data.toast).toBeUndefined();
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("private, no-store");
  });

  it("a wrong password: above the form, and never sent back", async () => {
    const answer = (await submit(
      authRoute,
      "/auth",
      { intent: "sign-in", returnTo: CHECKOUT, email: unique("nobody"), password: "guess-it-1" },
      new Jar(),
    )) as DataAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error).toEqual({ "": ["Invalid login credentials"] });
    expect(answer.data.result?.initialValue?.password).toBeUndefined();
  });

  it("the right password of an unconfirmed account: under the e-mail, kept, with a new link offered", async () => {
    const email = unique("unconfirmed");
    await submit(authRoute, "/auth", signUpFields(email), new Jar());
    const answer = (await submit(
      authRoute,
      "/auth",
      { intent: "sign-in", returnTo: CHECKOUT, email, password: PASSWORD },
      new Jar(),
    )) as DataAnswer;
    expect(answer.data.result?.error?.email?.[0]).toMatch(/^Email not confirmed\./);
    expect(answer.data.result?.initialValue?.password).toBe(PASSWORD);
    expect(answer.data.unconfirmed).toBe(true);
    // A wrong password for the same account says nothing about it.
    const wrong = (await submit(
      authRoute,
      "/auth",
      { intent: "sign-in", returnTo: CHECKOUT, email, password: "not-my-password-9" },
      new Jar(),
    )) as DataAnswer;
    expect(wrong.data.result?.error).toEqual({ "": ["Invalid login credentials"] });
    expect(wrong.data.unconfirmed).toBeUndefined();
  });
});

describe("Send a new confirmation link", () => {
  const ask = (email: string, returnTo = CHECKOUT) =>
    submit(
      authRoute,
      "/auth",
      { intent: "new-confirmation", returnTo, email, password: "" },
      new Jar(),
    ) as Promise<DataAnswer>;

  it("answers the same for a waiting, an unknown and a confirmed address; only the waiting one gets a link, back to the item", async () => {
    const waiting = unique("waiting");
    await submit(authRoute, "/auth", signUpFields(waiting), new Jar());
    const confirmed = await signUpConfirmed();
    const unknown = unique("unknown");
    const answers = await Promise.all([ask(waiting), ask(unknown), ask(confirmed)]);
    for (const answer of answers) {
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data.notice).toBe(newConfirmationNotice);
      expect(answer.data.result?.initialValue?.password).toBeUndefined();
    }
    expect(answers[1]!.data).toEqual({ ...answers[0]!.data, result: answers[1]!.data.result });
    await drainAccountMails(site().app);
    const links = await confirmationLinks(waiting);
    expect(links).toHaveLength(2); // sign-up's and the new one, both back to the item
    for (const link of links) {
      const next = new URL(new URL(link).searchParams.get("next")!, "http://x");
      expect(next.searchParams.get("returnTo")).toBe(CHECKOUT);
    }
    expect(await confirmationLinks(unknown)).toEqual([]);
    expect(await confirmationLinks(confirmed)).toHaveLength(1); // its own, from before
  });

  it("a returnTo to another site is not carried: the new link leads to sign-in, then the home page", async () => {
    const email = unique("evil-link");
    await submit(authRoute, "/auth", signUpFields(email), new Jar());
    await ask(email, "//evil.com");
    await drainAccountMails(site().app);
    const links = await confirmationLinks(email);
    expect(links).toHaveLength(2);
    // Sign-up's link keeps its own way back; the new one has none left but sign-in.
    const nexts = links.map((link) => new URL(link).searchParams.get("next"));
    expect(nexts.sort()).toEqual(["/auth", `/auth?returnTo=${encodeURIComponent(CHECKOUT)}`]);
  });

  it("sends one link per 5 minutes per address and says so, for unknown addresses alike (429)", async () => {
    const refusals: (string | undefined)[] = [];
    for (const email of [unique("limit-known"), unique("limit-unknown")]) {
      if (email.startsWith("limit-known")) {
        await submit(authRoute, "/auth", signUpFields(email), new Jar());
      }
      const answers: DataAnswer[] = [];
      for (let i = 0; i < 3; i++) answers.push(await ask(email));
      expect(answers.map((answer) => answer.init?.status ?? 200)).toEqual([200, 429, 429]);
      refusals.push(answers[2]!.data.error);
    }
    expect(refusals[0]).toMatch(
      /^If that address has an account waiting to be confirmed, a link went to it less than 5 minutes ago\. Please check your inbox and spam folder, or ask again in [1-5] minutes?\.$/,
    );
    expect(refusals[1]).toBe(refusals[0]);
  });

  it("odd input: a bad address is a field message (400), never a 500", async () => {
    for (const email of ["", "not-an-address", "a\u0000b@example.test", "x".repeat(400)]) {
      const answer = await ask(email);
      expect(answer.init?.status).toBe(400);
      expect(answer.data.result?.error?.email).toBeDefined();
    }
  });
});

/** An account whose address is confirmed (signed up, then its link used through /auth/confirm). */
async function signUpConfirmed(): Promise<string> {
  const email = unique("confirmed");
  await submit(authRoute, "/auth", signUpFields(email), new Jar());
  const link = new URL((await confirmationLinks(email))[0]!);
  const confirmRoute = await import("~/routes/auth.confirm");
  const answer = await submit(
    confirmRoute,
    `/auth/confirm`,
    {
      intent: "confirm",
      token_hash: link.searchParams.get("token_hash")!,
      type: link.searchParams.get("type")!,
      next: link.searchParams.get("next") ?? "",
      password: PASSWORD,
    },
    new Jar(),
  );
  expect((answer as Response).status).toBe(302);
  return email;
}

describe("profile on /account", () => {
  it("shows the details given at sign-up and changes them; bad input is a field message", async () => {
    const { jar, email } = await signUpOff();
    const page = (await load(accountRoute.loader, "/account", jar)) as {
      data: { profile: { fullName: string; businessName: string; telephone: string } };
    };
    expect(page.data.profile).toEqual({
      fullName: "Grace Hopper",
      businessName: "Compilers Inc",
      telephone: "7045550111",
    });
    const bad = (await submit(
      accountRoute,
      "/account",
      { intent: "profile-save", fullName: "G", businessName: "", telephone: "123" },
      jar,
    )) as DataAnswer;
    expect(bad.init?.status).toBe(400);
    expect(bad.data.result?.error).toEqual({
      fullName: ["Name must be at least 2 characters"],
      businessName: ["Business name is required"],
      telephone: ["Please enter a valid phone number"],
    });
    expect(bad.data.result?.initialValue).toMatchObject({ fullName: "G", telephone: "123" });

    const saved = (await submit(
      accountRoute,
      "/account",
      {
        intent: "profile-save",
        fullName: "  Grace B. Hopper ",
        businessName: "Navy Compilers",
        telephone: "704 555 0199",
        // Whose profile it is comes from the session, never the form.
        id: "00000000-0000-0000-0000-000000000000",
      },
      jar,
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/account");
    const state = await authStateOf(jar);
    const [row] = await site()
      .app.db.select()
      .from(profiles)
      .where(eq(profiles.id, state!.user.id));
    expect(row).toMatchObject({
      fullName: "Grace B. Hopper",
      businessName: "Navy Compilers",
      telephone: "704 555 0199",
    });
    expect(email).toBeTruthy();
  });

  it("refuses a post from another site (403) and a signed-out one goes to sign in", async () => {
    const signedOut = await submit(
      accountRoute,
      "/account",
      { intent: "profile-save", fullName: "Nobody", businessName: "X", telephone: "7045550100" },
      new Jar(),
    );
    expect((signedOut as Response).status).toBe(302);
    expect((signedOut as Response).headers.get("Location")).toBe("/auth?returnTo=%2Faccount");
    const { jar } = await signUpOff();
    const forged = await callRoute(accountRoute.action, {
      request: new Request("http://localhost:3000/account", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
          cookie: jar.header(),
        },
        body: new URLSearchParams({
          intent: "profile-save",
          fullName: "Mallory",
          businessName: "X",
          telephone: "7045550100",
        }),
      }),
      params: {},
      context: createLoadContext({ app: site().app }),
    }).catch((thrown: unknown) => thrown);
    expect((forged as Response).status).toBe(403);
  });
});

/** A signed-in account: signed up, its address confirmed through the link, signed in. */
async function signUpOff() {
  const email = await signUpConfirmed();
  const jar = new Jar();
  const answer = await submit(
    authRoute,
    "/auth",
    { intent: "sign-in", returnTo: "/account", email, password: PASSWORD },
    jar,
  );
  expect((answer as Response).status).toBe(302);
  return { email, jar };
}
