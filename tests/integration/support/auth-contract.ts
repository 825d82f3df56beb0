import { randomBytes } from "node:crypto";
import { generate } from "otplib";
import { expect, it } from "vitest";
import { confirmLinkParts } from "~/utils/confirm-link";
import type { AuthError, AuthFactory, AuthSession } from "~/.server/auth/port";
import { authMessages, ok } from "~/.server/auth/port";
import { CONFIRMATION_MAIL_INTERVAL_S } from "~/.server/auth/common/rate-limits";
import type { MailMessage } from "~/.server/mail/mailer";

/**
 * The Auth port's contract: what every adapter (local, Supabase) must do, written against the
 * port only. An adapter's test file calls `authContract(name, makeAuth)` inside its own
 * `describe`, with a `makeAuth` that builds the adapter (and whatever stands behind it: a
 * database, a fake Supabase) and answers the few questions the port cannot (the mailed link,
 * the stored lead, the clock).
 */
export type AuthHarnessOptions = {
  emailConfirmation: boolean;
  /** Sign-in and sign-up attempts per e-mail per 15 minutes (default: generous). */
  perEmailPer15Min?: number;
  /** Sign-in attempts per client IP per 15 minutes (default: generous). */
  perIpPer15Min?: number;
};

export type AuthHarness = {
  auth: AuthFactory;
  /** The last confirmation link mailed to `email`, or null when none was. */
  confirmationLink(email: string): Promise<string | null>;
  /** The last password reset link mailed to `email`, or null when none was. */
  resetLink(email: string): Promise<string | null>;
  /** The security notices mailed to `email` so far, oldest first (the outbox has sent them). */
  notices(email: string): Promise<MailMessage[]>;
  /** The last code mailed to `email` to turn on a first factor (the outbox has sent it), or null. */
  enrolmentCode(email: string): Promise<string | null>;
  /** The stored sign-up lead of `email` and its deliveries, or null. */
  signupLead(email: string): Promise<{
    fields: Record<string, unknown>;
    deliveries: { target: string; status: string }[];
  } | null>;
  /** The adapter's clock, and a way to move it forward (expiry, TOTP time steps). */
  now(): Date;
  advance(seconds: number): void;
};

export type MakeAuth = (options: AuthHarnessOptions) => Promise<AuthHarness>;

/**
 * A browser: keeps the cookies each response sets and sends them with the next request, from
 * one client IP of its own (so rate limits of one test do not touch another).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly ip = `10.${rnd()}.${rnd()}.${rnd()}`;

  constructor(private readonly auth: (request: Request) => AuthSession | Promise<AuthSession>) {}

  request(path = "/auth"): Request {
    const headers = new Headers({ "x-forwarded-for": this.ip });
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (cookie) headers.set("Cookie", cookie);
    return new Request(`http://localhost:3000${path}`, { headers });
  }

  /** Runs `work` on the AuthSession of a new request, then keeps the cookies it set. */
  async run<T>(work: (session: AuthSession) => Promise<T>): Promise<T> {
    const session = await this.auth(this.request());
    const result = await work(session);
    this.absorb(session.headers);
    return result;
  }

  absorb(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      const expired = attributes.some(
        (a) =>
          /^max-age=0$/i.test(a) ||
          (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() <= Date.now()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function rnd() {
  return randomBytes(1)[0]! % 250;
}

export function uniqueEmail(label: string) {
  return `${label}-${randomBytes(5).toString("hex")}@Example.com`;
}

export const goodPassword = "Correct horse battery 7";

/** Scrypt parameters the contracts hash with: what they test does not depend on the cost. */
export const cheapHashing = { N: 2 ** 10, r: 8, p: 1 };

export function signUpInput(email: string, password = goodPassword) {
  return {
    email,
    password,
    fullName: "Ada Lovelace",
    businessName: "Analytical Engines LLC",
    telephone: "7045550100",
    yearsInBusiness: 7,
    whyBTE: "Recommended by a friend",
  };
}

/** A TOTP code of `secret` at the harness's time, `offsetSteps` 30-second steps away. */
export function totpCode(harness: AuthHarness, secret: string, offsetSteps = 0) {
  return generate({ secret, epoch: Math.floor(harness.now().getTime() / 1000) + offsetSteps * 30 });
}

export function unwrap<T>(
  result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** What the confirm page reads from a mailed link (token, and the Supabase sign-up's key). */
export function partsOf(link: string | null) {
  const url = new URL(link!);
  const parts = confirmLinkParts((name) => url.searchParams.get(name));
  return { tokenHash: parts.tokenHash, signupKey: parts.signupKey ?? undefined };
}

/** A confirmed, signed-in user in a fresh browser. */
async function signedInUser(harness: AuthHarness, label: string) {
  const browser = new TestBrowser(harness.auth);
  const email = uniqueEmail(label);
  unwrap(await browser.run((s) => s.signUp(signUpInput(email), "http://localhost:3000/account")));
  const state = await browser.run((s) => s.state());
  expect(state?.user.email).toBe(email.toLowerCase());
  return { browser, email };
}

/** The code last mailed to the signed-in user of `browser` to turn on a first factor. */
export async function mailedCode(harness: AuthHarness, browser: TestBrowser) {
  const email = (await browser.run((s) => s.state()))!.user.email;
  const code = await harness.enrolmentCode(email);
  expect(code).toMatch(/^\d{8}$/);
  return code!;
}

/** Enrols and activates a TOTP factor (with the mailed code); returns its id and secret. */
/** Wrong codes typed one after another: what each answered ("invalid_code", "rate_limited"). */
async function guessCodes(browser: TestBrowser, factorId: string, count: number) {
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const guess = await browser.run((s) => s.verifyFactor(factorId, "000000"));
    codes.push(guess.ok ? "accepted" : guess.error.code);
  }
  return codes;
}

/** Sessions that passed the password guess until the account's own ceiling answers; its answer. */
async function spendAccountCeiling(
  harness: AuthHarness,
  email: string,
  factorId: string,
): Promise<AuthError> {
  for (let session = 0; session < 4; session += 1) {
    const thief = new TestBrowser(harness.auth);
    unwrap(await thief.run((s) => s.signIn(email, goodPassword)));
    for (let i = 0; i < 6; i += 1) {
      const guess = await thief.run((s) => s.verifyFactor(factorId, "000000"));
      if (guess.ok) throw new Error("a guessed code was accepted");
      if (guess.error.code !== "rate_limited") continue;
      if (guess.error.message.startsWith("Too many wrong codes")) return guess.error;
      break; // this session's own tries are spent: the next thief signs in again
    }
  }
  throw new Error("the account's ceiling was never reached");
}

export async function enrolTotp(harness: AuthHarness, browser: TestBrowser) {
  const enrolment = unwrap(await browser.run((s) => s.enrollTotp("My phone")));
  const code = await totpCode(harness, enrolment.secret);
  const mailed = await mailedCode(harness, browser);
  unwrap(await browser.run((s) => s.verifyFactor(enrolment.factorId, code, undefined, mailed)));
  return enrolment;
}

export function authContract(name: string, makeAuth: MakeAuth) {
  it(`[S-AUTH-16] ${name}: sign-up with confirmation mails a link that confirms once`, async () => {
    const harness = await makeAuth({ emailConfirmation: true });
    const browser = new TestBrowser(harness.auth);
    const email = uniqueEmail("confirm");

    const signedUp = await browser.run((s) =>
      s.signUp(signUpInput(email), "http://localhost:3000/auth?returnTo=%2Faccount"),
    );
    expect(signedUp).toEqual({ ok: true, value: { needsConfirmation: true } });
    expect(await browser.run((s) => s.state())).toBeNull();

    const refused = await browser.run((s) => s.signIn(email, goodPassword));
    expect(refused).toEqual({
      ok: false,
      error: { code: "email_not_confirmed", message: authMessages.emailNotConfirmed },
    });

    const link = await harness.confirmationLink(email.toLowerCase());
    expect(link).not.toBeNull();
    const url = new URL(link!);
    expect(url.pathname).toBe("/auth/confirm");
    expect(url.searchParams.get("type")).toBe("email");
    const tokenHash = url.searchParams.get("token_hash")!;
    // A hex digest; Supabase prefixes it with `pkce_` in the PKCE flow that @supabase/ssr uses.
    expect(tokenHash).toMatch(/^(pkce_)?[0-9a-f]{40,}$/);

    // The link may be opened in another browser: it confirms and signs that browser in.
    const other = new TestBrowser(harness.auth);
    const key = partsOf(link).signupKey;
    const confirmed = unwrap(
      await other.run((s) => s.confirmEmail(tokenHash, "email", goodPassword, key)),
    );
    expect(confirmed.email).toBe(email.toLowerCase());
    const state = await other.run((s) => s.state());
    expect(state).toMatchObject({ user: { id: confirmed.id, email: email.toLowerCase() } });

    const again = await new TestBrowser(harness.auth).run((s) =>
      s.confirmEmail(tokenHash, "email", goodPassword, key),
    );
    expect(again).toEqual({
      ok: false,
      error: { code: "invalid_token", message: authMessages.invalidToken },
    });

    expect(unwrap(await browser.run((s) => s.signIn(email, goodPassword)))).toEqual({
      needsMfa: false,
    });
    expect((await browser.run((s) => s.state()))?.user.id).toBe(confirmed.id);
  });

  for (const order of ["Mallory signs up first", "Victor signs up first"]) {
    it(
      `${name}: ${order}: confirming activates only the password Victor types, never Mallory's`,
      {
        timeout: 90_000,
      },
      async () => {
        const harness = await makeAuth({ emailConfirmation: true });
        const victim = uniqueEmail("victor");
        const mallorysPassword = "Mallory's own passphrase 1";
        const victorsPassword = "Victor's real passphrase 2";
        const mallory = new TestBrowser(harness.auth);
        const victor = new TestBrowser(harness.auth);
        const signUps = [
          () => mallory.run((s) => s.signUp(signUpInput(victim, mallorysPassword), "/")),
          () => victor.run((s) => s.signUp(signUpInput(victim, victorsPassword), "/")),
        ];
        if (order.startsWith("Victor")) signUps.reverse();
        expect(await signUps[0]!()).toEqual({ ok: true, value: { needsConfirmation: true } });
        const firstLink = await harness.confirmationLink(victim.toLowerCase());
        // Past the wait between two mails to one address, so the second sign-up mails too.
        harness.advance(CONFIRMATION_MAIL_INTERVAL_S + 1);
        expect(await signUps[1]!()).toEqual({ ok: true, value: { needsConfirmation: true } });
        // Victor opens the newest mail, whoever's sign-up sent it.
        const newestLink = await harness.confirmationLink(victim.toLowerCase());
        expect(newestLink).not.toBe(firstLink);
        // Before anyone confirms, no credential of the account signs in.
        const early = await mallory.run((s) => s.signIn(victim, mallorysPassword));
        expect(early.ok).toBe(false);

        const { tokenHash, signupKey } = partsOf(newestLink);
        const wrong = await victor.run((s) =>
          s.confirmEmail(tokenHash, "email", "Nobody's passphrase 3", signupKey),
        );
        expect(wrong).toEqual({
          ok: false,
          error: { code: "invalid_credentials", message: authMessages.confirmPasswordWrong },
        });
        expect(await victor.run((s) => s.state())).toBeNull();
        // The wrong password left the link usable; Victor's own password confirms with it.
        unwrap(
          await victor.run((s) => s.confirmEmail(tokenHash, "email", victorsPassword, signupKey)),
        );
        expect((await victor.run((s) => s.state()))?.user.email).toBe(victim.toLowerCase());

        const attempt = await new TestBrowser(harness.auth).run((s) =>
          s.signIn(victim, mallorysPassword),
        );
        expect(attempt).toEqual({
          ok: false,
          error: { code: "invalid_credentials", message: authMessages.invalidCredentials },
        });
        expect(await mallory.run((s) => s.state())).toBeNull();
        const owner = new TestBrowser(harness.auth);
        expect(unwrap(await owner.run((s) => s.signIn(victim, victorsPassword)))).toEqual({
          needsMfa: false,
        });
        // The older link confirms nothing any more, with either password.
        const stale = partsOf(firstLink);
        for (const password of [mallorysPassword, victorsPassword]) {
          const again = await new TestBrowser(harness.auth).run((s) =>
            s.confirmEmail(stale.tokenHash, "email", password, stale.signupKey),
          );
          expect(again.ok).toBe(false);
        }
      },
    );
  }

  it(`${name}: a stranger asking for new links never stops the owner confirming`, async () => {
    // Issue 44, finding 1: the resends and the confirmation page shared one budget per address.
    const harness = await makeAuth({ emailConfirmation: true });
    const email = uniqueEmail("confirm-stranger");
    unwrap(await new TestBrowser(harness.auth).run((s) => s.signUp(signUpInput(email), "/")));
    for (let i = 0; i < 6; i++) {
      const stranger = new TestBrowser(harness.auth);
      const asked = await stranger.run((s) => s.requestNewConfirmation(email, "/"));
      // One new link; then, for 5 minutes, none, and the answer says so.
      if (i === 0) expect(asked).toEqual({ ok: true, value: null });
      else
        expect(asked.ok ? null : asked.error.message).toBe(
          authMessages.confirmationRecentlySent(asked.ok ? 0 : asked.error.retryAfterS!),
        );
      harness.advance(30);
    }
    const { tokenHash, signupKey } = partsOf(await harness.confirmationLink(email.toLowerCase()));
    const owner = await new TestBrowser(harness.auth).run((s) =>
      s.confirmEmail(tokenHash, "email", goodPassword, signupKey),
    );
    expect(owner.ok ? "confirmed" : owner.error.code).toBe("confirmed");
  });

  it(`${name}: a squatter's sign-ups never stop the owner confirming with the newest link he got`, async () => {
    // Issue 44, finding 4: ten sign-ups, then two more a quarter of an hour later, pushed the
    // owner's sign-up out of the ten that were checked, and each one mailed him a new link.
    const harness = await makeAuth({ emailConfirmation: true });
    const victim = uniqueEmail("squatted");
    const victorsPassword = "Victor's real passphrase 2";
    const victor = new TestBrowser(harness.auth);
    unwrap(await victor.run((s) => s.signUp(signUpInput(victim, victorsPassword), "/")));
    const answers: string[] = [];
    const squat = async (i: number) => {
      const squatter = new TestBrowser(harness.auth);
      const input = signUpInput(victim, `Squatter's passphrase ${i}`);
      const answer = await squatter.run((s) => s.signUp(input, "/"));
      answers.push(answer.ok ? "ok" : answer.error.code);
      return answer;
    };
    for (let i = 0; i < 9; i++) {
      harness.advance(61); // Supabase mails one address at most once a minute
      await squat(i);
    }
    harness.advance(15 * 60 + 1);
    const refused = [await squat(9), await squat(10)];
    expect(answers).toEqual([...Array(9).fill("ok"), "rate_limited", "rate_limited"]);
    const error = refused[0]!.ok ? null : refused[0]!.error;
    expect(error?.message).toBe(authMessages.tooManySignUps(error!.retryAfterS!));
    expect(error?.message).toMatch(
      /^Too many sign-ups for this address today\. Please try again in \d+ hours?, or, if the address is yours, use "Forgot password\?" to choose a password\.$/,
    );

    const { tokenHash, signupKey } = partsOf(await harness.confirmationLink(victim.toLowerCase()));
    unwrap(await victor.run((s) => s.confirmEmail(tokenHash, "email", victorsPassword, signupKey)));
    expect((await victor.run((s) => s.state()))?.user.email).toBe(victim.toLowerCase());
    const squatter = await new TestBrowser(harness.auth).run((s) =>
      s.signIn(victim, "Squatter's passphrase 8"),
    );
    expect(squatter.ok ? null : squatter.error.code).toBe("invalid_credentials");
  });

  it(`${name}: wrong passwords on the confirmation page are rate-limited per account`, async () => {
    const harness = await makeAuth({ emailConfirmation: true });
    const email = uniqueEmail("confirm-limit");
    unwrap(await new TestBrowser(harness.auth).run((s) => s.signUp(signUpInput(email), "/")));
    const { tokenHash, signupKey } = partsOf(await harness.confirmationLink(email.toLowerCase()));
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const guess = await new TestBrowser(harness.auth).run((s) =>
        s.confirmEmail(tokenHash, "email", `Guess number ${i} of many`, signupKey),
      );
      codes.push(guess.ok ? "ok" : guess.error.code);
    }
    expect(codes).toEqual([...Array<string>(5).fill("invalid_credentials"), "rate_limited"]);
  });

  it(`${name}: a confirmation link expires after 24 hours`, async () => {
    const harness = await makeAuth({ emailConfirmation: true });
    const browser = new TestBrowser(harness.auth);
    const email = uniqueEmail("expiry");
    unwrap(await browser.run((s) => s.signUp(signUpInput(email), "/")));
    const { tokenHash, signupKey } = partsOf(await harness.confirmationLink(email.toLowerCase()));
    harness.advance(24 * 60 * 60 + 1);
    const expired = await browser.run((s) =>
      s.confirmEmail(tokenHash, "email", goodPassword, signupKey),
    );
    expect(expired.ok ? null : expired.error.code).toBe("invalid_token");
    expect(await browser.run((s) => s.state())).toBeNull();
  });

  it(`${name}: sign-up with confirmation off signs the new user in at once`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const browser = new TestBrowser(harness.auth);
    const email = uniqueEmail("instant");
    const signedUp = await browser.run((s) => s.signUp(signUpInput(email), "/"));
    expect(signedUp).toEqual({ ok: true, value: { needsConfirmation: false } });
    const state = await browser.run((s) => s.state());
    expect(state).toMatchObject({
      aal: "aal1",
      needsMfa: false,
      user: { email: email.toLowerCase() },
    });
    expect(state!.user.createdAt).toBeInstanceOf(Date);

    const fresh = new TestBrowser(harness.auth);
    expect(unwrap(await fresh.run((s) => s.signIn(email.toUpperCase(), goodPassword)))).toEqual({
      needsMfa: false,
    });
  });

  it(`${name}: an address that has an account cannot be taken again`, async () => {
    const off = await makeAuth({ emailConfirmation: false });
    const email = uniqueEmail("taken");
    unwrap(await new TestBrowser(off.auth).run((s) => s.signUp(signUpInput(email), "/")));
    const second = await new TestBrowser(off.auth).run((s) =>
      s.signUp(signUpInput(email, "Another long passphrase 9"), "/"),
    );
    expect(second).toEqual({
      ok: false,
      error: { code: "email_taken", message: authMessages.emailTaken },
    });

    // With confirmation on, the answer does not reveal the account, and it is left unchanged.
    const on = await makeAuth({ emailConfirmation: true });
    const quiet = await new TestBrowser(on.auth).run((s) =>
      s.signUp(signUpInput(email, "Another long passphrase 9"), "/"),
    );
    expect(quiet).toEqual({ ok: true, value: { needsConfirmation: true } });
    const withNew = await new TestBrowser(on.auth).run((s) =>
      s.signIn(email, "Another long passphrase 9"),
    );
    expect(withNew.ok ? null : withNew.error.code).toBe("invalid_credentials");
    expect((await new TestBrowser(on.auth).run((s) => s.signIn(email, goodPassword))).ok).toBe(
      true,
    );
  });

  it(`${name}: weak passwords are refused with a clear message`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const browser = new TestBrowser(harness.auth);
    const short = await browser.run((s) =>
      s.signUp(signUpInput(uniqueEmail("weak"), "abc123"), "/"),
    );
    expect(short).toEqual({
      ok: false,
      error: { code: "weak_password", message: authMessages.passwordTooShort },
    });
    const common = await browser.run((s) =>
      s.signUp(signUpInput(uniqueEmail("weak"), "Password123"), "/"),
    );
    expect(common).toEqual({
      ok: false,
      error: { code: "weak_password", message: authMessages.passwordTooCommon },
    });
    expect(await browser.run((s) => s.state())).toBeNull();
  });

  it(`[S-AUTH-18] ${name}: a wrong password and an unknown e-mail get the same answer`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { email } = await signedInUser(harness, "wrong");
    const browser = new TestBrowser(harness.auth);
    const wrongPassword = await browser.run((s) => s.signIn(email, "Not the password 1"));
    const unknownEmail = await browser.run((s) => s.signIn(uniqueEmail("nobody"), goodPassword));
    const expected = {
      ok: false,
      error: { code: "invalid_credentials", message: authMessages.invalidCredentials },
    };
    expect(wrongPassword).toEqual(expected);
    expect(unknownEmail).toEqual(expected);
    expect(await browser.run((s) => s.state())).toBeNull();
    expect(browser.cookies.size).toBe(0);
  });

  it(`[S-AUTH-26] [S-MFA-03] [S-MFA-04] ${name}: the user is known across requests until sign-out`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedInUser(harness, "across");
    const first = await browser.run((s) => s.state());
    const second = await browser.run((s) => s.state());
    expect(second).toEqual(first);
    expect(second).toMatchObject({
      aal: "aal1",
      needsMfa: false,
      user: { email: email.toLowerCase() },
    });

    const stolen = new Map(browser.cookies);
    const signOut = await browser.run((s) => s.signOut());
    expect(signOut).toEqual({ ok: true, value: null });
    // No session: no user, no level, and no factors to list (S-MFA-04).
    expect(await browser.run((s) => s.state())).toBeNull();
    const noFactors = await browser.run((s) => s.factors());
    expect(noFactors.ok ? noFactors.value : noFactors.error.code).toBe("not_signed_in");

    // The old cookie no longer signs anyone in: the session itself is gone.
    const replay = new TestBrowser(harness.auth);
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect(await replay.run((s) => s.state())).toBeNull();

    // Signing out when nobody is signed in is fine.
    expect(await new TestBrowser(harness.auth).run((s) => s.signOut())).toEqual({
      ok: true,
      value: null,
    });
  });

  it(`${name}: signing in rotates the session`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedInUser(harness, "rotate");
    const before = new Map(browser.cookies);
    unwrap(await browser.run((s) => s.signIn(email, goodPassword)));
    expect(browser.cookies).not.toEqual(before);
    expect((await browser.run((s) => s.state()))?.user.email).toBe(email.toLowerCase());

    const old = new TestBrowser(harness.auth);
    for (const [k, v] of before) old.cookies.set(k, v);
    expect(await old.run((s) => s.state())).toBeNull();
  });

  it(`${name}: a tampered session cookie signs nobody in`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser } = await signedInUser(harness, "tamper");
    const forged = new TestBrowser(harness.auth);
    for (const [k, v] of browser.cookies) {
      forged.cookies.set(k, v.slice(0, -4) + (v.endsWith("AAAA") ? "BBBB" : "AAAA"));
    }
    expect(await forged.run((s) => s.state())).toBeNull();
  });

  it(`[S-MFA-02] [S-MFA-03] [S-MFA-13] ${name}: TOTP enrol, activate, challenge at sign-in, aal2, remove`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedInUser(harness, "totp");

    const enrolment = unwrap(await browser.run((s) => s.enrollTotp("My phone")));
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(enrolment.uri)).toContain(enrolment.secret);
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(enrolment.qrDataUrl.split(",")[1]!, "base64").toString("utf8");
    expect(svg).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>\s*$/);
    const listed = unwrap(await browser.run((s) => s.factors()));
    expect(listed).toEqual([
      expect.objectContaining({
        id: enrolment.factorId,
        type: "totp",
        status: "unverified",
        friendlyName: "My phone",
      }),
    ]);
    // An unverified factor does not ask for a code at sign-in.
    expect((await browser.run((s) => s.state()))?.needsMfa).toBe(false);

    // A wrong app code does not cost the mailed one.
    const mailed = await mailedCode(harness, browser);
    const wrong = await browser.run((s) =>
      s.verifyFactor(enrolment.factorId, "000000", undefined, mailed),
    );
    expect(wrong.ok ? null : wrong.error.code).toBe("invalid_code");
    const activationCode = await totpCode(harness, enrolment.secret);
    unwrap(
      await browser.run((s) =>
        s.verifyFactor(enrolment.factorId, activationCode, undefined, mailed),
      ),
    );
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal2", needsMfa: false });
    expect(unwrap(await browser.run((s) => s.factors()))[0]).toMatchObject({ status: "verified" });

    unwrap(await browser.run((s) => s.signOut()));
    const signIn = unwrap(await browser.run((s) => s.signIn(email, goodPassword)));
    expect(signIn).toEqual({ needsMfa: true });
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal1", needsMfa: true });

    // The code already used for activation is a replay, even within its time step.
    const replay = await browser.run((s) => s.verifyFactor(enrolment.factorId, activationCode));
    expect(replay.ok ? null : replay.error.code).toBe("invalid_code");
    // At aal1 a verified factor cannot be removed, nor another one enrolled.
    const removeEarly = await browser.run((s) => s.removeFactor(enrolment.factorId));
    expect(removeEarly.ok ? null : removeEarly.error.code).toBe("mfa_required");
    const enrolEarly = await browser.run((s) => s.enrollTotp("Second"));
    expect(enrolEarly.ok ? null : enrolEarly.error.code).toBe("mfa_required");

    harness.advance(30);
    const challengeCode = await totpCode(harness, enrolment.secret);
    unwrap(await browser.run((s) => s.verifyFactor(enrolment.factorId, challengeCode)));
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal2", needsMfa: false });

    unwrap(await browser.run((s) => s.removeFactor(enrolment.factorId)));
    expect(unwrap(await browser.run((s) => s.factors()))).toEqual([]);
    unwrap(await browser.run((s) => s.signOut()));
    expect(unwrap(await browser.run((s) => s.signIn(email, goodPassword)))).toEqual({
      needsMfa: false,
    });
  });

  it(`${name}: enrolling a factor without the mailed code fails`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedInUser(harness, "mailed-code");
    const enrolment = unwrap(await browser.run((s) => s.enrollTotp("Thief's phone")));
    const owner = email.toLowerCase();
    const mail = (await harness.notices(owner)).length;
    const code = await harness.enrolmentCode(owner);
    expect(code).toMatch(/^\d{8}$/);
    const activate = (mailed?: string) =>
      browser.run(async (s) =>
        s.verifyFactor(
          enrolment.factorId,
          await totpCode(harness, enrolment.secret),
          undefined,
          mailed,
        ),
      );
    const stays = async () => {
      expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal1" });
      expect(unwrap(await browser.run((s) => s.factors()))[0]).toMatchObject({
        status: "unverified",
      });
    };

    expect(await activate()).toEqual({
      ok: false,
      error: { code: "invalid_mailed_code", message: authMessages.mailedCodeMissing },
    });
    await stays();
    const wrong = String((Number(code) + 1) % 100_000_000).padStart(8, "0");
    expect(await activate(wrong)).toEqual({
      ok: false,
      error: { code: "invalid_mailed_code", message: authMessages.mailedCodeWrong },
    });
    await stays();

    // Expired after 15 minutes: a new code is mailed on request, and the old one is gone.
    harness.advance(15 * 60 + 1);
    expect(await activate(code!)).toEqual({
      ok: false,
      error: { code: "invalid_mailed_code", message: authMessages.mailedCodeExpired },
    });
    await stays();
    unwrap(await browser.run((s) => s.sendEnrolmentCode()));
    const fresh = await harness.enrolmentCode(owner);
    expect(fresh).not.toBe(code);
    unwrap(await activate(fresh!));
    expect(await browser.run((s) => s.state())).toMatchObject({ aal: "aal2" });
    expect(await harness.notices(owner)).toHaveLength(mail + 1);
    // With a factor on (this session is aal2), another one needs no mailed code.
    const second = unwrap(await browser.run((s) => s.enrollTotp("Second")));
    harness.advance(30);
    unwrap(
      await browser.run(async (s) =>
        s.verifyFactor(second.factorId, await totpCode(harness, second.secret)),
      ),
    );
  });

  it(`${name}: wrong mailed codes count with the factor's tries`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser } = await signedInUser(harness, "mailed-tries");
    const enrolment = unwrap(await browser.run((s) => s.enrollTotp("My phone")));
    const code = await mailedCode(harness, browser);
    const wrong = String((Number(code) + 1) % 100_000_000).padStart(8, "0");
    const activate = (mailed: string) =>
      browser.run(async (s) =>
        s.verifyFactor(
          enrolment.factorId,
          await totpCode(harness, enrolment.secret),
          undefined,
          mailed,
        ),
      );
    let last = await activate(wrong);
    for (let i = 0; i < 10 && (last.ok || last.error.code !== "rate_limited"); i += 1) {
      expect(last.ok ? null : last.error.code).toBe("invalid_mailed_code");
      last = await activate(wrong);
    }
    expect(last.ok ? null : last.error.code).toBe("rate_limited");
    const right = await activate(code);
    expect(right.ok ? null : right.error.code).toBe("rate_limited");
    expect((await browser.run((s) => s.state()))?.aal).toBe("aal1");
  });

  it(`${name}: a factor is only reachable by its owner`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const owner = await signedInUser(harness, "owner");
    const enrolment = await enrolTotp(harness, owner.browser);
    const intruder = await signedInUser(harness, "intruder");
    harness.advance(30);
    const code = await totpCode(harness, enrolment.secret);
    const verify = await intruder.browser.run((s) => s.verifyFactor(enrolment.factorId, code));
    expect(verify.ok).toBe(false);
    const remove = await intruder.browser.run((s) => s.removeFactor(enrolment.factorId));
    expect(remove.ok).toBe(false);
    expect(unwrap(await owner.browser.run((s) => s.factors()))).toHaveLength(1);
    const anonymous = await new TestBrowser(harness.auth).run((s) => s.enrollTotp("x"));
    expect(anonymous.ok ? null : anonymous.error.code).toBe("not_signed_in");
  });

  it(`${name}: wrong codes are rate-limited per session`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser } = await signedInUser(harness, "mfa-limit");
    const enrolment = unwrap(await browser.run((s) => s.enrollTotp("Phone")));
    let last = await browser.run((s) => s.verifyFactor(enrolment.factorId, "000000"));
    for (let i = 0; i < 10 && (last.ok || last.error.code !== "rate_limited"); i += 1) {
      last = await browser.run((s) => s.verifyFactor(enrolment.factorId, "000000"));
    }
    expect(last.ok ? null : last.error.code).toBe("rate_limited");
    expect(last.ok ? 0 : last.error.retryAfterS).toBeGreaterThan(0);
    // Even the right code waits now.
    const right = await browser.run(async (s) =>
      s.verifyFactor(enrolment.factorId, await totpCode(harness, enrolment.secret)),
    );
    expect(right.ok ? null : right.error.code).toBe("rate_limited");
  });

  it(`${name}: a thief who has the password and guesses codes never refuses the owner's right code`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedInUser(harness, "mfa-thief");
    const factor = await enrolTotp(harness, browser);
    unwrap(await browser.run((s) => s.signOut()));
    const thief = new TestBrowser(harness.auth);
    expect(unwrap(await thief.run((s) => s.signIn(email, goodPassword)))).toEqual({
      needsMfa: true,
    });
    const guesses = await guessCodes(thief, factor.factorId, 6);
    expect(guesses).toEqual([...Array(5).fill("invalid_code"), "rate_limited"]);

    const owner = new TestBrowser(harness.auth);
    expect(unwrap(await owner.run((s) => s.signIn(email, goodPassword)))).toEqual({
      needsMfa: true,
    });
    harness.advance(30);
    const code = await totpCode(harness, factor.secret);
    unwrap(await owner.run((s) => s.verifyFactor(factor.factorId, code)));
    expect(await owner.run((s) => s.state())).toMatchObject({ aal: "aal2", needsMfa: false });
    // The thief's session stays short of the second factor, whatever it types now.
    harness.advance(30);
    const late = await thief.run(async (s) =>
      s.verifyFactor(factor.factorId, await totpCode(harness, factor.secret)),
    );
    expect(late.ok).toBe(false);
    expect((await thief.run((s) => s.state()))?.aal ?? null).not.toBe("aal2");
  });

  it(`${name}: failed sign-ins are limited per address and client IP, never the owner elsewhere`, async () => {
    const harness = await makeAuth({ emailConfirmation: false, perEmailPer15Min: 3 });
    const { email } = await signedInUser(harness, "limit");
    const attacker = new TestBrowser(harness.auth);
    const results = [];
    for (let i = 0; i < 4; i += 1) {
      results.push(await attacker.run((s) => s.signIn(email, "Wrong password 1")));
    }
    expect(results.slice(0, 3).map((r) => (r.ok ? null : r.error.code))).toEqual([
      "invalid_credentials",
      "invalid_credentials",
      "invalid_credentials",
    ]);
    const limited = results[3]!;
    expect(limited.ok).toBe(false);
    if (limited.ok) return;
    expect(limited.error.code).toBe("rate_limited");
    expect(limited.error.retryAfterS).toBeGreaterThan(0);
    expect(limited.error.message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    // From the guesser's address the right password waits too (nothing is revealed)…
    const right = await attacker.run((s) => s.signIn(email, goodPassword));
    expect(right.ok ? null : right.error.code).toBe("rate_limited");
    // …while the owner, from their own address, signs in at once.
    const owner = new TestBrowser(harness.auth);
    expect(unwrap(await owner.run((s) => s.signIn(email, goodPassword)))).toEqual({
      needsMfa: false,
    });
  });

  it(`${name}: successful sign-ins never count: twelve in a row are all accepted`, async () => {
    const harness = await makeAuth({ emailConfirmation: false, perEmailPer15Min: 3 });
    const { browser, email } = await signedInUser(harness, "often");
    for (let i = 0; i < 12; i += 1) {
      const signedIn = await browser.run((s) => s.signIn(email, goodPassword));
      expect(signedIn, `sign-in ${i + 1}`).toEqual({ ok: true, value: { needsMfa: false } });
      unwrap(await browser.run((s) => s.signOut()));
    }
  }, 120_000);

  it(`${name}: past the address's ceiling, guessers on many IPs are slowed and the owner gets in`, async () => {
    // Ceiling: 10 × 2 failures of one address from all IPs in 15 minutes.
    const harness = await makeAuth({ emailConfirmation: false, perEmailPer15Min: 2 });
    const { email } = await signedInUser(harness, "spread");
    for (let i = 0; i < 20; i += 1) {
      const guess = await new TestBrowser(harness.auth).run((s) => s.signIn(email, `Guess ${i}`));
      expect(guess.ok ? null : guess.error.code).toBe("invalid_credentials");
    }
    const guesser = new TestBrowser(harness.auth);
    const once = await guesser.run((s) => s.signIn(email, "Guess 20"));
    expect(once.ok ? null : once.error.code).toBe("invalid_credentials");
    const again = await guesser.run((s) => s.signIn(email, "Guess 21"));
    expect(again.ok ? null : again.error.code).toBe("rate_limited");
    expect(again.ok ? 0 : again.error.retryAfterS).toBeLessThanOrEqual(30);
    const owner = new TestBrowser(harness.auth);
    expect(unwrap(await owner.run((s) => s.signIn(email, goodPassword)))).toEqual({
      needsMfa: false,
    });
  }, 120_000);

  it(`${name}: one client IP trying many addresses is stopped by its own limit`, async () => {
    const harness = await makeAuth({ emailConfirmation: false, perIpPer15Min: 5 });
    const sprayer = new TestBrowser(harness.auth);
    const codes = [];
    for (let i = 0; i < 6; i += 1) {
      const attempt = await sprayer.run((s) => s.signIn(uniqueEmail(`spray${i}`), "Password 1"));
      codes.push(attempt.ok ? null : attempt.error.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill("invalid_credentials"));
    expect(codes[5]).toBe("rate_limited");
  });

  it(`[S-AUTH-14] ${name}: sign-up stores the owner's sign-up lead and its deliveries`, async () => {
    const harness = await makeAuth({ emailConfirmation: true });
    const email = uniqueEmail("lead");
    unwrap(await new TestBrowser(harness.auth).run((s) => s.signUp(signUpInput(email), "/")));
    const lead = await harness.signupLead(email.toLowerCase());
    expect(lead).not.toBeNull();
    expect(lead!.fields).toEqual({
      fullName: "Ada Lovelace",
      businessName: "Analytical Engines LLC",
      email: email.toLowerCase(),
      telephone: "7045550100",
      yearsInBusiness: 7,
      whyBTE: "Recommended by a friend",
    });
    expect(lead!.deliveries.map((d) => d.target).sort()).toEqual(["email", "webhook"]);
    expect(lead!.deliveries.find((d) => d.target === "email")?.status).toBe("pending");
  });

  it(`${name}: a session in use ends after 30 days`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser } = await signedInUser(harness, "expire");
    // Used every 6 days (under the idle limit) it lasts until day 30, and not a day more.
    for (let day = 6; day <= 24; day += 6) {
      harness.advance(6 * 24 * 60 * 60);
      expect(await browser.run((s) => s.state()), `day ${day}`).not.toBeNull();
    }
    harness.advance(5 * 24 * 60 * 60);
    expect(await browser.run((s) => s.state()), "day 29").not.toBeNull();
    harness.advance(2 * 24 * 60 * 60);
    expect(await browser.run((s) => s.state()), "day 31").toBeNull();
  });

  it(`${name}: a session not used for 7 days ends`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser } = await signedInUser(harness, "idle");
    harness.advance(6 * 24 * 60 * 60);
    expect(await browser.run((s) => s.state())).not.toBeNull();
    harness.advance(7 * 24 * 60 * 60 + 120);
    expect(await browser.run((s) => s.state())).toBeNull();
  });
}

/** The `token_hash` of a mailed password reset link. */
function resetToken(link: string | null): string {
  expect(link).not.toBeNull();
  const url = new URL(link!);
  expect(url.pathname).toBe("/auth/reset");
  expect(url.searchParams.get("type")).toBe("recovery");
  return url.searchParams.get("token_hash")!;
}

/** Password reset and change: what every adapter does (the contract's second half). */
export function passwordContract(name: string, makeAuth: MakeAuth) {
  const newPassword = "A brand new passphrase 9";

  it(`${name}: a reset link signs nobody in before the new password; setting it ends every other session`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser: laptop, email } = await signedInUser(harness, "reset");
    const phone = new TestBrowser(harness.auth);
    unwrap(await phone.run((s) => s.signIn(email, goodPassword)));

    const stranger = new TestBrowser(harness.auth);
    expect(await stranger.run((s) => s.requestPasswordReset(email))).toEqual({
      ok: true,
      value: null,
    });
    const tokenHash = resetToken(await harness.resetLink(email.toLowerCase()));
    // A new password the rules refuse uses nothing and signs nobody in.
    const weak = await stranger.run((s) => s.resetPassword(tokenHash, "short", null));
    expect(weak.ok ? null : weak.error.code).toBe("weak_password");
    expect(await stranger.run((s) => s.state())).toBeNull();
    const user = unwrap(await stranger.run((s) => s.resetPassword(tokenHash, newPassword, null)));
    expect(user.email).toBe(email.toLowerCase());

    // Every other session of the user has ended; this one is signed in.
    expect(await laptop.run((s) => s.state())).toBeNull();
    expect(await phone.run((s) => s.state())).toBeNull();
    expect((await stranger.run((s) => s.state()))?.user.id).toBe(user.id);
    const old = await new TestBrowser(harness.auth).run((s) => s.signIn(email, goodPassword));
    expect(old.ok ? null : old.error.code).toBe("invalid_credentials");
    expect(
      unwrap(await new TestBrowser(harness.auth).run((s) => s.signIn(email, newPassword))),
    ).toEqual({ needsMfa: false });

    // The link worked once.
    const again = await new TestBrowser(harness.auth).run((s) =>
      s.resetPassword(tokenHash, "Yet another passphrase 10", null),
    );
    expect(again).toEqual({
      ok: false,
      error: { code: "invalid_token", message: authMessages.invalidResetLink },
    });
  });

  it(`${name}: Mallory signs up with Victor's address; Victor's reset sets his password and Mallory's never works`, async () => {
    const harness = await makeAuth({ emailConfirmation: true });
    const victim = uniqueEmail("victor-reset");
    const mallorysPassword = "Mallory's own passphrase 1";
    const mallory = new TestBrowser(harness.auth);
    unwrap(await mallory.run((s) => s.signUp(signUpInput(victim, mallorysPassword), "/")));

    const victor = new TestBrowser(harness.auth);
    unwrap(await victor.run((s) => s.requestPasswordReset(victim)));
    const tokenHash = resetToken(await harness.resetLink(victim.toLowerCase()));
    unwrap(await victor.run((s) => s.resetPassword(tokenHash, newPassword, null)));
    expect((await victor.run((s) => s.state()))?.user.email).toBe(victim.toLowerCase());

    const attempt = await new TestBrowser(harness.auth).run((s) =>
      s.signIn(victim, mallorysPassword),
    );
    expect(attempt.ok ? null : attempt.error.code).toBe("invalid_credentials");
    expect(await mallory.run((s) => s.state())).toBeNull();
    // Mallory's pending sign-up went with the reset: her confirmation link confirms nothing.
    const { tokenHash: confirmHash, signupKey } = partsOf(
      await harness.confirmationLink(victim.toLowerCase()),
    );
    const late = await mallory.run((s) =>
      s.confirmEmail(confirmHash, "email", mallorysPassword, signupKey),
    );
    expect(late.ok).toBe(false);
    expect(
      unwrap(await new TestBrowser(harness.auth).run((s) => s.signIn(victim, newPassword))),
    ).toEqual({ needsMfa: false });
  });

  it(`${name}: asking for a reset answers the same for an unknown address and mails nothing`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const nobody = uniqueEmail("nobody").toLowerCase();
    const answer = await new TestBrowser(harness.auth).run((s) => s.requestPasswordReset(nobody));
    expect(answer).toEqual({ ok: true, value: null });
    expect(await harness.resetLink(nobody)).toBeNull();
  });

  it(`${name}: a reset link expires after 1 hour, and a newer link cancels it`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { email } = await signedInUser(harness, "reset-expiry");
    const browser = new TestBrowser(harness.auth);
    unwrap(await browser.run((s) => s.requestPasswordReset(email)));
    const first = resetToken(await harness.resetLink(email.toLowerCase()));
    harness.advance(61);
    unwrap(await browser.run((s) => s.requestPasswordReset(email)));
    const second = resetToken(await harness.resetLink(email.toLowerCase()));
    expect(second).not.toBe(first);
    const cancelled = await browser.run((s) => s.resetPassword(first, newPassword, null));
    expect(cancelled.ok ? null : cancelled.error.code).toBe("invalid_token");

    harness.advance(60 * 60 + 1);
    const expired = await browser.run((s) => s.resetPassword(second, newPassword, null));
    expect(expired).toEqual({
      ok: false,
      error: { code: "invalid_token", message: authMessages.invalidResetLink },
    });
    expect(await browser.run((s) => s.state())).toBeNull();
  });

  it(`${name}: reset mails are rate-limited per address, the same for addresses without an account`, async () => {
    const harness = await makeAuth({ emailConfirmation: false, perEmailPer15Min: 2 });
    for (const email of [uniqueEmail("limit-known"), uniqueEmail("limit-unknown")]) {
      if (email.startsWith("limit-known")) await signedInUser(harness, "unused");
      const browser = new TestBrowser(harness.auth);
      for (let i = 0; i < 2; i++) {
        expect((await browser.run((s) => s.requestPasswordReset(email))).ok).toBe(true);
      }
      const third = await new TestBrowser(harness.auth).run((s) => s.requestPasswordReset(email));
      expect(third.ok ? null : third.error.code).toBe("rate_limited");
    }
  });

  it(`${name}: changing the password asks for the current one and ends the other sessions`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedInUser(harness, "change");
    const other = new TestBrowser(harness.auth);
    unwrap(await other.run((s) => s.signIn(email, goodPassword)));

    const wrong = await browser.run((s) => s.updatePassword(newPassword, "not my password 1"));
    expect(wrong).toEqual({
      ok: false,
      error: { code: "invalid_credentials", message: authMessages.currentPasswordWrong },
    });
    const weak = await browser.run((s) => s.updatePassword("short", goodPassword));
    expect(weak).toEqual({
      ok: false,
      error: { code: "weak_password", message: authMessages.passwordTooShort },
    });
    const same = await browser.run((s) => s.updatePassword(goodPassword, goodPassword));
    expect(same).toEqual({
      ok: false,
      error: { code: "weak_password", message: authMessages.samePassword },
    });
    expect((await other.run((s) => s.state()))?.user.email).toBe(email.toLowerCase());

    unwrap(await browser.run((s) => s.updatePassword(newPassword, goodPassword)));
    expect((await browser.run((s) => s.state()))?.user.email).toBe(email.toLowerCase());
    expect(await other.run((s) => s.state())).toBeNull();
    const old = await new TestBrowser(harness.auth).run((s) => s.signIn(email, goodPassword));
    expect(old.ok).toBe(false);
    unwrap(await new TestBrowser(harness.auth).run((s) => s.signIn(email, newPassword)));
  });

  it(`${name}: wrong current passwords are rate-limited per user`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser } = await signedInUser(harness, "change-limit");
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.run((s) => s.updatePassword(newPassword, `guess number ${i}x`));
      expect(wrong.ok ? null : wrong.error.code).toBe("invalid_credentials");
    }
    const limited = await browser.run((s) => s.updatePassword(newPassword, goodPassword));
    expect(limited.ok ? null : limited.error.code).toBe("rate_limited");
  });

  it(`${name}: with two-factor on, a reset needs the authenticator's code with the new password`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedInUser(harness, "reset-mfa");
    const factor = await enrolTotp(harness, browser);

    const stranger = new TestBrowser(harness.auth);
    unwrap(await stranger.run((s) => s.requestPasswordReset(email)));
    const first = resetToken(await harness.resetLink(email.toLowerCase()));
    const early = await stranger.run((s) => s.resetPassword(first, newPassword, null));
    expect(early).toEqual({
      ok: false,
      error: { code: "mfa_required", message: authMessages.resetNeedsCode },
    });
    expect(await stranger.run((s) => s.state())).toBeNull();
    // Supabase uses its link up at the first try (verifyOtp), so each try gets a new one.
    harness.advance(61);
    unwrap(await stranger.run((s) => s.requestPasswordReset(email)));
    const second = resetToken(await harness.resetLink(email.toLowerCase()));
    const wrong = await stranger.run((s) => s.resetPassword(second, newPassword, "000000"));
    expect(wrong.ok ? null : wrong.error.code).toBe("invalid_code");
    expect(await stranger.run((s) => s.state())).toBeNull();
    expect((await browser.run((s) => s.state()))?.aal).toBe("aal2");
    const old = await new TestBrowser(harness.auth).run((s) => s.signIn(email, newPassword));
    expect(old.ok ? null : old.error.code).toBe("invalid_credentials");

    harness.advance(61);
    unwrap(await stranger.run((s) => s.requestPasswordReset(email)));
    const tokenHash = resetToken(await harness.resetLink(email.toLowerCase()));
    harness.advance(30);
    const code = await totpCode(harness, factor.secret);
    unwrap(await stranger.run((s) => s.resetPassword(tokenHash, newPassword, code)));
    expect(await stranger.run((s) => s.state())).toMatchObject({ aal: "aal2", needsMfa: false });
    expect(await browser.run((s) => s.state())).toBeNull();
    const signIn = unwrap(
      await new TestBrowser(harness.auth).run((s) => s.signIn(email, newPassword)),
    );
    expect(signIn).toEqual({ needsMfa: true });
  });

  it(`${name}: a thief's wrong codes never refuse the owner's reset with the right code`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedInUser(harness, "reset-thief");
    const factor = await enrolTotp(harness, browser);
    unwrap(await browser.run((s) => s.signOut()));
    const ceiling = await spendAccountCeiling(harness, email, factor.factorId);
    expect(ceiling.code).toBe("rate_limited");

    const owner = new TestBrowser(harness.auth);
    unwrap(await owner.run((s) => s.requestPasswordReset(email)));
    const tokenHash = resetToken(await harness.resetLink(email.toLowerCase()));
    harness.advance(30);
    const code = await totpCode(harness, factor.secret);
    unwrap(await owner.run((s) => s.resetPassword(tokenHash, newPassword, code)));
    expect(await owner.run((s) => s.state())).toMatchObject({ aal: "aal2", needsMfa: false });
  });
}

/**
 * Recovery codes, for an adapter that offers them (supportsRecoveryCodes). What a code does at
 * sign-in differs by design (AuthSession.useRecoveryCode): the local adapter raises the session
 * and keeps the factors (`keepsFactors`), Supabase removes them.
 */
export function recoveryContract(name: string, makeAuth: MakeAuth, keepsFactors: boolean) {
  /** A user with an authenticator and ten fresh codes, signed in again and owing the code. */
  async function owingCode(harness: AuthHarness, label: string) {
    const { browser, email } = await signedInUser(harness, label);
    expect(unwrap(await browser.run((s) => Promise.resolve(ok(s.supportsRecoveryCodes))))).toBe(
      true,
    );
    const factor = await enrolTotp(harness, browser);
    const codes = unwrap(await browser.run((s) => s.newRecoveryCodes()));
    unwrap(await browser.run((s) => s.signOut()));
    expect(unwrap(await browser.run((s) => s.signIn(email, goodPassword)))).toEqual({
      needsMfa: true,
    });
    return { browser, email, factor, codes };
  }

  it(`${name}: each security change mails the owner of the address, through the outbox`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email } = await signedInUser(harness, "notices");
    const owner = email.toLowerCase();
    await enrolTotp(harness, browser);
    const first = unwrap(await browser.run((s) => s.newRecoveryCodes()));
    // A second set replaces the first: only now do "old ones" exist to stop working.
    const codes = unwrap(await browser.run((s) => s.newRecoveryCodes()));
    expect(codes).not.toEqual(first);
    const changed = "Changed passphrase for notices 5";
    unwrap(await browser.run((s) => s.updatePassword(changed, goodPassword)));
    unwrap(await browser.run((s) => s.signOut()));
    unwrap(await browser.run((s) => s.signIn(email, changed)));
    const used = unwrap(await browser.run((s) => s.useRecoveryCode(codes[0]!)));
    const expected = [
      "A two-factor authentication method was added to your account.",
      "Recovery codes were made for your account: each one signs you in once if you lose the device that gives your codes. Keep them somewhere safe.",
      "New recovery codes were made for your account; the old ones no longer work.",
      "The password of your account was changed.",
      "A recovery code was used to sign in to your account.",
    ];
    if (!used.factorsRemoved) {
      const [factor] = unwrap(await browser.run((s) => s.factors()));
      unwrap(await browser.run((s) => s.removeFactor(factor!.id)));
      expected.push("A two-factor authentication method was removed from your account.");
    }
    const notices = await harness.notices(owner);
    expect(notices.map((m) => m.to)).toEqual(expected.map(() => owner));
    expect(notices.map((m) => m.text.split("\n")[2])).toEqual(expected);
    for (const notice of notices) {
      expect(notice.text).toContain(
        "If this wasn't you, reset your password: http://localhost:3000/auth/forgot",
      );
    }
  });

  it(`${name}: ten recovery codes, each signs in once in place of the second factor`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email, codes } = await owingCode(harness, "recovery");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const wrong = await browser.run((s) => s.useRecoveryCode("aaaa-bbbb-cccc"));
    expect(wrong).toEqual({
      ok: false,
      error: { code: "invalid_code", message: authMessages.invalidRecoveryCode },
    });
    expect(await browser.run((s) => s.state())).toMatchObject({ needsMfa: true });

    // Typed in capitals and with spaces, as people copy them.
    const typed = ` ${codes[3]!.toUpperCase().replace(/-/g, " ")} `;
    const used = unwrap(await browser.run((s) => s.useRecoveryCode(typed)));
    expect(used).toEqual(
      keepsFactors
        ? { codesLeft: 9, factorsRemoved: false }
        : { codesLeft: 0, factorsRemoved: true },
    );
    const state = await browser.run((s) => s.state());
    expect(state).toMatchObject({ needsMfa: false, user: { email: email.toLowerCase() } });
    expect(state?.aal).toBe(keepsFactors ? "aal2" : "aal1");
    expect(unwrap(await browser.run((s) => s.factors()))).toHaveLength(keepsFactors ? 1 : 0);
    expect(unwrap(await browser.run((s) => s.recoveryCodesLeft()))).toBe(keepsFactors ? 9 : 0);

    // The same code never works twice.
    unwrap(await browser.run((s) => s.signOut()));
    unwrap(await browser.run((s) => s.signIn(email, goodPassword)));
    if (keepsFactors) {
      const again = await browser.run((s) => s.useRecoveryCode(codes[3]!));
      expect(again.ok ? null : again.error.code).toBe("invalid_code");
      unwrap(await browser.run((s) => s.useRecoveryCode(codes[4]!)));
      expect(unwrap(await browser.run((s) => s.recoveryCodesLeft()))).toBe(8);
    } else {
      // Two-factor sign-in is off: the password alone signs in, and no code is owed.
      expect(await browser.run((s) => s.state())).toMatchObject({ needsMfa: false });
      const again = await browser.run((s) => s.useRecoveryCode(codes[4]!));
      expect(again.ok ? null : again.error.code).toBe("invalid_input");
    }
  });

  it(`${name}: a code is the user's own, and a signed-in user cannot use one`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const victim = await owingCode(harness, "recovery-victim");
    const other = await owingCode(harness, "recovery-other");
    const stolen = await other.browser.run((s) => s.useRecoveryCode(victim.codes[0]!));
    expect(stolen.ok ? null : stolen.error.code).toBe("invalid_code");
    const anonymous = await new TestBrowser(harness.auth).run((s) =>
      s.useRecoveryCode(victim.codes[0]!),
    );
    expect(anonymous.ok ? null : anonymous.error.code).toBe("not_signed_in");
    // The victim's code still works for the victim, and once in, codes are not taken.
    unwrap(await victim.browser.run((s) => s.useRecoveryCode(victim.codes[0]!)));
    const extra = await victim.browser.run((s) => s.useRecoveryCode(victim.codes[1]!));
    expect(extra.ok ? null : extra.error.code).toBe("invalid_input");
  });

  it(`${name}: new codes need the second factor and replace the old ones; turning two-factor off drops them`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, factor, codes } = await owingCode(harness, "recovery-new");
    const early = await browser.run((s) => s.newRecoveryCodes());
    expect(early.ok ? null : early.error.code).toBe("mfa_required");

    harness.advance(30);
    unwrap(
      await browser.run(async (s) =>
        s.verifyFactor(factor.factorId, await totpCode(harness, factor.secret)),
      ),
    );
    const fresh = unwrap(await browser.run((s) => s.newRecoveryCodes()));
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    expect(unwrap(await browser.run((s) => s.recoveryCodesLeft()))).toBe(10);

    unwrap(await browser.run((s) => s.removeFactor(factor.factorId)));
    expect(unwrap(await browser.run((s) => s.recoveryCodesLeft()))).toBe(0);
    // Without a verified factor there are no codes to make.
    const none = await browser.run((s) => s.newRecoveryCodes());
    expect(none.ok ? null : none.error.code).toBe("not_found");

    // Turned on again, the codes of before stay dead.
    await enrolTotp(harness, browser);
    const email = unwrap(await browser.run(async (s) => ok((await s.state())!.user.email)));
    unwrap(await browser.run((s) => s.signOut()));
    unwrap(await browser.run((s) => s.signIn(email, goodPassword)));
    const old = await browser.run((s) => s.useRecoveryCode(fresh[0]!));
    expect(old.ok ? null : old.error.code).toBe("invalid_code");
  });

  it(`${name}: wrong recovery codes are limited per session, on a budget of their own`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email, factor, codes } = await owingCode(harness, "recovery-limit");
    // Wrong authenticator codes do not spend the session's recovery tries…
    expect(await guessCodes(browser, factor.factorId, 6)).toEqual([
      ...Array(5).fill("invalid_code"),
      "rate_limited",
    ]);
    let last = await browser.run((s) => s.useRecoveryCode("aaaa-bbbb-cccc"));
    expect(last.ok ? null : last.error.code).toBe("invalid_code");
    for (let i = 0; i < 10 && (last.ok || last.error.code !== "rate_limited"); i += 1) {
      last = await browser.run((s) => s.useRecoveryCode("aaaa-bbbb-cccc"));
    }
    // …but wrong recovery codes do: then the right one waits too, in this session.
    expect(last.ok ? null : last.error.code).toBe("rate_limited");
    const right = await browser.run((s) => s.useRecoveryCode(codes[0]!));
    expect(right.ok ? null : right.error.code).toBe("rate_limited");
    // Another sign-in (the owner's, after a thief's guesses) has tries of its own.
    const owner = new TestBrowser(harness.auth);
    unwrap(await owner.run((s) => s.signIn(email, goodPassword)));
    unwrap(await owner.run((s) => s.useRecoveryCode(codes[0]!)));
    expect(await owner.run((s) => s.state())).toMatchObject({ needsMfa: false });
  });

  it(`${name}: past the account's ceiling of wrong codes the owner is told, and a recovery code signs in`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const { browser, email, factor, codes } = await owingCode(harness, "recovery-ceiling");
    const ceiling = await spendAccountCeiling(harness, email, factor.factorId);
    expect(ceiling.message).toBe(authMessages.codesLimitedForAccount(ceiling.retryAfterS!));
    expect(ceiling.message).toMatch(
      /^Too many wrong codes were entered for this account\. Please try again in \d+ minutes?, or use a recovery code\.$/,
    );
    harness.advance(30);
    const code = await totpCode(harness, factor.secret);
    const right = await browser.run((s) => s.verifyFactor(factor.factorId, code));
    expect(right.ok ? null : right.error.code).toBe("rate_limited");
    unwrap(await browser.run((s) => s.useRecoveryCode(codes[0]!)));
    expect(await browser.run((s) => s.state())).toMatchObject({
      needsMfa: false,
      user: { email: email.toLowerCase() },
    });
  });
}
