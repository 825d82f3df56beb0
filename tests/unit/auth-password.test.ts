import { describe, expect, it } from "vitest";
import { authMessages } from "~/.server/auth/port";
import { commonPasswords } from "~/.server/auth/common/common-passwords";
import { isCommonPassword, passwordProblem } from "~/.server/auth/common/password-rules";

// How passwords are hashed and checked: ./password-hasher-contract.test.ts.
describe("new password rules", () => {
  it("asks for at least 8 characters (counted as characters, not bytes)", () => {
    expect(passwordProblem("Ab1$xyz")).toBe(authMessages.passwordTooShort);
    expect(passwordProblem("ééééééé")).toBe(authMessages.passwordTooShort);
    expect(passwordProblem("Ab1$xyzq")).toBeNull();
    expect(passwordProblem("x".repeat(129))).toBe(authMessages.passwordTooLong);
    expect(authMessages.passwordTooShort).toBe("Password should be at least 8 characters.");
  });

  it("refuses the most common passwords whatever their case, with a clear message", () => {
    for (const common of ["password", "Password123", "QWERTY123", " iloveyou1 ", "1q2w3e4r5t"]) {
      expect(isCommonPassword(common)).toBe(true);
      if ([...common].length >= 8)
        expect(passwordProblem(common)).toBe(authMessages.passwordTooCommon);
    }
    expect(passwordProblem("Correct horse battery 7")).toBeNull();
    expect(authMessages.passwordTooCommon).toMatch(/too common/);
  });

  it("bundles a list of about two hundred lower-case entries", () => {
    expect(commonPasswords.size).toBeGreaterThanOrEqual(200);
    for (const entry of commonPasswords) expect(entry).toBe(entry.toLowerCase().trim());
  });
});
