import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
  type Factor as SupabaseFactor,
} from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { authMessages } from "~/.server/auth/port";
import { checkSignUp } from "~/.server/auth/common/sign-up";
import { factorName, isFactorId, normaliseEmail } from "~/.server/auth/common/inputs";
import { isSignedOutError, portError, retryAfterOf } from "~/.server/auth/supabase/errors";
import { portFactors, qrImageAddress } from "~/.server/auth/supabase/factors";
import { absoluteRedirect, signUpOptions } from "~/.server/auth/supabase/sign-up";

const api = (status: number, code: string, message = "x") =>
  new AuthApiError(message, status, code);

describe("Supabase errors in the port's words", () => {
  it("maps the service's codes to the port's codes and shared messages", () => {
    expect(portError(api(400, "invalid_credentials"))).toEqual({
      code: "invalid_credentials",
      message: authMessages.invalidCredentials,
    });
    expect(portError(api(400, "email_not_confirmed"))).toEqual({
      code: "email_not_confirmed",
      message: authMessages.emailNotConfirmed,
    });
    expect(portError(api(422, "user_already_exists")).code).toBe("email_taken");
    expect(portError(api(422, "insufficient_aal")).code).toBe("mfa_required");
    expect(portError(api(403, "insufficient_aal")).code).toBe("mfa_required");
    expect(portError(api(404, "mfa_factor_not_found")).code).toBe("not_found");
    expect(portError(api(422, "mfa_verification_failed"))).toEqual({
      code: "invalid_code",
      message: authMessages.invalidCode,
    });
    expect(portError(api(403, "otp_expired")).code).toBe("invalid_token");
  });

  it("keeps a stricter project password policy's own words", () => {
    const weak = new AuthWeakPasswordError("Password should contain a digit.", 422, ["characters"]);
    expect(portError(weak)).toEqual({
      code: "weak_password",
      message: "Password should contain a digit.",
    });
  });

  it("treats rate limits as rate_limited with Supabase's wait, or a minute", () => {
    const email = api(
      429,
      "over_email_send_rate_limit",
      "For security purposes, you can only request this after 42 seconds.",
    );
    expect(portError(email)).toEqual({
      code: "rate_limited",
      message: authMessages.rateLimited(42),
      retryAfterS: 42,
    });
    expect(portError(api(429, "over_request_rate_limit", "Request rate limit reached"))).toEqual({
      code: "rate_limited",
      message: authMessages.rateLimited(60),
      retryAfterS: 60,
    });
    expect(portError(api(429, "")).code).toBe("rate_limited");
    expect(retryAfterOf("after 1 second")).toBe(1);
    expect(retryAfterOf("nothing to read")).toBe(60);
  });

  it("treats a network failure, a 5xx, an unreadable answer or a thrown value as unavailable", () => {
    const unavailable = { code: "unavailable", message: authMessages.unavailable };
    expect(portError(new AuthRetryableFetchError("fetch failed", 0))).toEqual(unavailable);
    expect(portError(api(503, "unexpected_failure"))).toEqual(unavailable);
    expect(portError(new AuthUnknownError("bad json", new SyntaxError()))).toEqual(unavailable);
    expect(portError(new TypeError("boom"))).toEqual(unavailable);
    // Not a 5xx, but nothing the port can say more about (a wrong anon key at the gateway).
    expect(portError(new AuthApiError("Invalid API key", 401, undefined))).toEqual(unavailable);
  });

  it("reads a missing or refused session as not signed in", () => {
    expect(portError(new AuthSessionMissingError())).toEqual({
      code: "not_signed_in",
      message: authMessages.notSignedIn,
    });
    expect(portError(api(403, "bad_jwt")).code).toBe("not_signed_in");
    expect(portError(api(400, "session_expired")).code).toBe("not_signed_in");
    expect(isSignedOutError(api(403, "session_not_found"))).toBe(true);
    expect(isSignedOutError(api(400, "invalid_credentials"))).toBe(false);
    expect(isSignedOutError(new Error("x"))).toBe(false);
  });

  it("lets the caller read a code its own way, before the shared reading and the fallback", () => {
    expect(
      portError(api(400, "validation_failed"), { validation_failed: "invalid_credentials" }),
    ).toEqual({
      code: "invalid_credentials",
      message: authMessages.invalidCredentials,
    });
    const own = { code: "invalid_input" as const, message: "Own words" };
    expect(portError(api(400, "validation_failed"), { validation_failed: own })).toBe(own);
    expect(portError(api(400, "validation_failed"), {}, "invalid_token")).toEqual({
      code: "invalid_token",
      message: authMessages.invalidToken,
    });
    // Outages stay outages whatever the caller expects.
    expect(portError(new AuthRetryableFetchError("x", 0), {}, "invalid_token").code).toBe(
      "unavailable",
    );
  });
});

describe("Supabase factors and enrolment in the port's shapes", () => {
  const factor = (over: Partial<SupabaseFactor>): SupabaseFactor =>
    ({
      id: "f",
      factor_type: "totp",
      status: "verified",
      friendly_name: "Phone",
      created_at: "2025-01-02T00:00:00Z",
      updated_at: "2025-01-02T00:00:00Z",
      ...over,
    }) as SupabaseFactor;

  it("[S-MFA-05] keeps type, status and friendly name, oldest first, TOTP and phone only", () => {
    expect(
      portFactors([
        factor({ id: "b", created_at: "2025-02-01T00:00:00Z", status: "unverified" }),
        factor({ id: "w", factor_type: "webauthn" }),
        factor({ id: "a", factor_type: "phone", friendly_name: undefined }),
      ]),
    ).toEqual([
      {
        id: "a",
        type: "phone",
        status: "verified",
        friendlyName: "",
        createdAt: new Date("2025-01-02T00:00:00Z"),
      },
      {
        id: "b",
        type: "totp",
        status: "unverified",
        friendlyName: "Phone",
        createdAt: new Date("2025-02-01T00:00:00Z"),
      },
    ]);
  });

  it("[S-MFA-07] turns the QR code's SVG into a base64 image address, with or without supabase-js's prefix", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#fff"/></svg>';
    const expected = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    expect(qrImageAddress(`data:image/svg+xml;utf-8,${svg}`)).toBe(expected);
    expect(qrImageAddress(svg)).toBe(expected);
  });
});

describe("what the Supabase sign-up sends", () => {
  it("[S-AUTH-12] [S-AUTH-13] sends the four metadata fields and an absolute redirect", () => {
    expect(signUpOptions(signUp(), "/auth?returnTo=%2Fstore", "https://bte.example")).toEqual({
      data: {
        full_name: "Ada Lovelace",
        business_name: "Engines",
        telephone: "7045550100",
        years_in_business: 3,
      },
      emailRedirectTo: "https://bte.example/auth?returnTo=%2Fstore",
    });
  });

  it("never asks Supabase to redirect to another origin", () => {
    expect(absoluteRedirect("https://bte.example/account", "https://bte.example")).toBe(
      "https://bte.example/account",
    );
    expect(absoluteRedirect("https://evil.example/x", "https://bte.example")).toBe(
      "https://bte.example/",
    );
    expect(absoluteRedirect("//evil.example/x", "https://bte.example")).toBe(
      "https://bte.example/",
    );
    expect(absoluteRedirect("http://[bad", "https://bte.example")).toBe("https://bte.example/");
  });
});

describe("shared account inputs", () => {
  it("normalises e-mail and checks the sign-up the same way for every adapter", () => {
    expect(normaliseEmail("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(checkSignUp({ ...signUp(), email: " Ada@Example.com" })).toEqual({
      email: "ada@example.com",
    });
    expect(checkSignUp({ ...signUp(), email: "not-an-address" })).toEqual({
      ok: false,
      error: { code: "invalid_input", message: authMessages.invalidEmail },
    });
    expect(checkSignUp({ ...signUp(), password: "short" })).toEqual({
      ok: false,
      error: { code: "weak_password", message: authMessages.passwordTooShort },
    });
  });

  it("names factors and recognises factor ids", () => {
    expect(factorName("  My phone ")).toBe("My phone");
    expect(factorName("   ")).toBe("Authenticator app");
    expect(factorName("x".repeat(150))).toHaveLength(100);
    expect(isFactorId("0b6f3a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b")).toBe(true);
    expect(isFactorId("../factors")).toBe(false);
  });
});

function signUp() {
  return {
    email: "ada@example.com",
    password: "Correct horse battery 7",
    fullName: "Ada Lovelace",
    businessName: "Engines",
    telephone: "7045550100",
    yearsInBusiness: 3,
    whyBTE: "A friend",
  };
}
