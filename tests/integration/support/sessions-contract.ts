import { expect, it } from "vitest";
import { authMessages } from "~/.server/auth/port";
import {
  goodPassword,
  mailedCode,
  signUpInput,
  TestBrowser,
  totpCode,
  uniqueEmail,
  unwrap,
  type MakeAuth,
} from "./auth-contract";

const androidChrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const macSafari =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

/** A browser that sends a User-Agent, as real ones do. */
class UserAgentBrowser extends TestBrowser {
  constructor(
    auth: ConstructorParameters<typeof TestBrowser>[0],
    private readonly userAgent: string,
  ) {
    super(auth);
  }

  override request(path = "/auth"): Request {
    const request = super.request(path);
    const headers = new Headers(request.headers);
    headers.set("user-agent", this.userAgent);
    return new Request(request.url, { headers });
  }
}

/**
 * The account page's sessions part: the list of the user's sessions (adapters that can list
 * them: `listsSessions`) and "Sign out everywhere else" (every adapter).
 */
export function sessionsContract(name: string, makeAuth: MakeAuth, listsSessions: boolean) {
  it(`${name}: "sign out everywhere else" ends the user's other sessions and keeps this one`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const email = uniqueEmail("others");
    const phone = new UserAgentBrowser(harness.auth, androidChrome);
    unwrap(await phone.run((s) => s.signUp(signUpInput(email), "/account")));
    const laptop = new UserAgentBrowser(harness.auth, macSafari);
    unwrap(await laptop.run((s) => s.signIn(email, goodPassword)));
    const stranger = new TestBrowser(harness.auth);
    unwrap(await stranger.run((s) => s.signUp(signUpInput(uniqueEmail("stranger")), "/")));

    const listed = unwrap(await laptop.run((s) => s.sessions()));
    if (listsSessions) {
      expect(listed?.map(({ device, current }) => ({ device, current }))).toEqual([
        { device: "Safari on macOS", current: true },
        { device: "Chrome on Android", current: false },
      ]);
      expect(listed![0]!.lastSeenAt.getTime()).toBe(harness.now().getTime());
    } else {
      expect(listed).toBeNull();
    }

    expect(await laptop.run((s) => s.signOutOthers())).toEqual({ ok: true, value: null });
    expect((await laptop.run((s) => s.state()))?.user.email).toBe(email.toLowerCase());
    expect(await phone.run((s) => s.state())).toBeNull();
    expect(await stranger.run((s) => s.state())).not.toBeNull();
    if (listsSessions) {
      const left = unwrap(await laptop.run((s) => s.sessions()));
      expect(left?.map((s) => s.current)).toEqual([true]);
    }
  });

  it(`${name}: signed out, or still owing the second factor, nobody can end other sessions`, async () => {
    const harness = await makeAuth({ emailConfirmation: false });
    const nobody = await new TestBrowser(harness.auth).run((s) => s.signOutOthers());
    expect(nobody).toEqual({
      ok: false,
      error: { code: "not_signed_in", message: authMessages.notSignedIn },
    });

    const email = uniqueEmail("owing");
    const owner = new TestBrowser(harness.auth);
    unwrap(await owner.run((s) => s.signUp(signUpInput(email), "/account")));
    const enrolment = unwrap(await owner.run((s) => s.enrollTotp("My phone")));
    const code = await totpCode(harness, enrolment.secret);
    const mailed = await mailedCode(harness, owner);
    unwrap(await owner.run((s) => s.verifyFactor(enrolment.factorId, code, undefined, mailed)));
    const thief = new TestBrowser(harness.auth);
    unwrap(await thief.run((s) => s.signIn(email, goodPassword)));
    expect(await thief.run((s) => s.signOutOthers())).toEqual({
      ok: false,
      error: { code: "mfa_required", message: authMessages.mfaRequired },
    });
    expect((await owner.run((s) => s.state()))?.aal).toBe("aal2");
  });
}
