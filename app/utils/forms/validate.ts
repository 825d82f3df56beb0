import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { academySchema } from "./academy";
import {
  mfaPhoneSchema,
  mfaSchema,
  newConfirmationSchema,
  recoverySchema,
  signInSchema,
  signUpSchema,
} from "./auth";
import { authIntents, intentOf } from "./auth-fields";
import { confirmAccountSchema } from "./confirm";
import { contactSchema } from "./contact";
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from "./password";
import { profileSchema } from "./profile";
import { activateSchema, phoneActivateSchema, phoneEnrollSchema } from "./security";

/** Fetched when a form is first reached, so pages ship without zod; the server checks again. */
const schemas = {
  contact: contactSchema,
  academy: academySchema,
  signIn: signInSchema,
  signUp: signUpSchema,
  mfa: mfaSchema,
  mfaPhone: mfaPhoneSchema,
  recovery: recoverySchema,
  confirm: confirmAccountSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  changePassword: changePasswordSchema,
  profile: profileSchema,
  activate: activateSchema,
  phoneEnroll: phoneEnrollSchema,
  phoneActivate: phoneActivateSchema,
};

export type CheckedForm = keyof typeof schemas;

export type CheckedValues<Name extends CheckedForm> = Extract<
  z.input<(typeof schemas)[Name]>,
  Record<string, unknown>
>;

export type Validate<Name extends CheckedForm> = (context: {
  formData: FormData;
}) => Submission<CheckedValues<Name>, string[], unknown>;

export function checkOf<Name extends CheckedForm>(name: Name): Validate<Name> {
  return ({ formData }) =>
    parseWithZod(formData, {
      // "Send a new confirmation link" sends the sign-in form for its address alone.
      schema:
        name === "signIn" && intentOf(formData) === authIntents.newConfirmation
          ? newConfirmationSchema
          : schemas[name],
    });
}
