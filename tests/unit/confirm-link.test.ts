import { describe, expect, it } from "vitest";
import { confirmLinkParts, withSignupKey } from "~/utils/confirm-link";

function partsOf(link: string) {
  const url = new URL(link);
  return confirmLinkParts((name) => url.searchParams.get(name));
}

describe("confirmation link parts", () => {
  it("reads a local link: token, type and a path", () => {
    expect(
      partsOf("https://s.example/auth/confirm?token_hash=ab12&type=email&next=%2Fstore"),
    ).toEqual({ tokenHash: "ab12", type: "email", next: "/store", signupKey: null });
  });

  it("takes the Supabase sign-up's key out of next, which keeps its origin and the rest", () => {
    const redirect = withSignupKey("https://s.example/auth?returnTo=%2Faccount", "k".repeat(43));
    const link = `https://s.example/auth/confirm?token_hash=pkce_ab&type=email&next=${encodeURIComponent(redirect)}`;
    expect(partsOf(link)).toEqual({
      tokenHash: "pkce_ab",
      type: "email",
      next: "https://s.example/auth?returnTo=%2Faccount",
      signupKey: "k".repeat(43),
    });
  });

  it("reads the key posted back by the page's form, and a missing token as empty", () => {
    const form = new URLSearchParams({ type: "signup", next: "/", signup_key: "abc" });
    expect(confirmLinkParts((name) => form.get(name))).toEqual({
      tokenHash: "",
      type: "signup",
      next: "/",
      signupKey: "abc",
    });
  });
});
