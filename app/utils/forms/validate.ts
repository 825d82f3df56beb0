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

/**
 * The browser's checks of the forms, fetched when the visitor first reaches a form
 * (useLazyValidate), so pages show their forms without zod; the server checks again either way.
 */
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

/** The forms the browser can check, by name. */
export type CheckedForm = keyof typeof schemas;

/** What the fields of `Name`'s form hold. */
export type CheckedValues<Name extends CheckedForm> = Extract<
  z.input<(typeof schemas)[Name]>,
  Record<string, unknown>
>;

/** A form's check, as Conform's `onValidate` takes it. */
export type Validate<Name extends CheckedForm> = (context: {
  formData: FormData;
}) => Submission<CheckedValues<Name>, string[], unknown>;

/** The check of `name`'s form with its schema. */
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
