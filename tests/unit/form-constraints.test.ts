import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { academySchema } from "~/utils/forms/academy";
import { academyConstraint } from "~/utils/forms/academy-fields";
import {
  mfaPhoneSchema,
  mfaSchema,
  newConfirmationSchema,
  recoverySchema,
  signInSchema,
  signUpSchema,
} from "~/utils/forms/auth";
import {
  mfaConstraint,
  mfaPhoneConstraint,
  recoveryConstraint,
  signInConstraint,
  signUpConstraint,
} from "~/utils/forms/auth-fields";
import { confirmAccountSchema } from "~/utils/forms/confirm";
import { confirmConstraint } from "~/utils/forms/confirm-fields";
import { contactSchema } from "~/utils/forms/contact";
import { contactConstraint } from "~/utils/forms/contact-fields";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from "~/utils/forms/password";
import {
  changePasswordConstraint,
  forgotPasswordConstraint,
  resetPasswordConstraint,
} from "~/utils/forms/password-fields";
import { profileSchema } from "~/utils/forms/profile";
import { profileConstraint } from "~/utils/forms/profile-fields";
import { activateSchema, phoneActivateSchema, phoneEnrollSchema } from "~/utils/forms/security";
import {
  activateConstraint,
  phoneActivateConstraint,
  phoneEnrollConstraint,
} from "~/utils/forms/security-fields";

/**
 * The pages draw their forms without zod, from constraints written out; the inputs must carry
 * what Conform derives from the schemas the server checks with.
 */
describe("form constraints drawn without zod", () => {
  it.each([
    ["contact", contactConstraint, contactSchema],
    ["academy", academyConstraint, academySchema],
    ["sign-in", signInConstraint, signInSchema],
    ["sign-up", signUpConstraint, signUpSchema],
    ["authenticator code", mfaConstraint, mfaSchema],
    ["texted code", mfaPhoneConstraint, mfaPhoneSchema],
    ["recovery code", recoveryConstraint, recoverySchema],
    ["confirm account", confirmConstraint, confirmAccountSchema],
    ["forgot password", forgotPasswordConstraint, forgotPasswordSchema],
    ["reset password", resetPasswordConstraint, resetPasswordSchema],
    ["change password", changePasswordConstraint, changePasswordSchema],
    ["profile", profileConstraint, profileSchema],
    ["turn on an authenticator", activateConstraint, activateSchema],
    ["phone number", phoneEnrollConstraint, phoneEnrollSchema],
    ["turn on text messages", phoneActivateConstraint, phoneActivateSchema],
  ] as const)("%s: the same as the schema's", (_name, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  });

  it("sign-in's 'Send a new confirmation link' needs no more than the sign-in form's email", () => {
    expect(getZodConstraint(newConfirmationSchema)).toEqual({ email: signInConstraint.email });
  });
});
