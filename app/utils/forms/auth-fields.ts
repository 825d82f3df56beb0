import { site } from "~/content/site";
import { matching, requiredText, type FormConstraint } from "./constraint";
import { MAX_EMAIL, MAX_NAME, MAX_PASSWORD, MAX_PHONE } from "./limits";

export const authIntents = {
  signIn: "sign-in",
  signUp: "sign-up",
  mfa: "mfa",
  mfaSend: "mfa-send",
  recovery: "mfa-recovery",
  newConfirmation: "new-confirmation",
} as const;

/** The last `intent`: a submit button naming another overrides the form's hidden one. */
export function intentOf(formData: FormData): FormDataEntryValue | undefined {
  return formData.getAll("intent").at(-1);
}

export function authPath(options: {
  returnTo: string;
  mode?: "signup";
  step?: "mfa" | "recovery";
}): string {
  const search = new URLSearchParams();
  if (options.mode) search.set("mode", options.mode);
  if (options.step) search.set("step", options.step);
  if (options.returnTo !== "/") search.set("returnTo", options.returnTo);
  const query = search.toString();
  return query ? `/auth?${query}` : "/auth";
}

export const passwordRule =
  "At least 8 characters, and not a commonly used password. A few unrelated words make a strong one.";

export const whyLabel = `Why did you choose ${site.name}?`;

export const MAX_BUSINESS_NAME = 200;
export const MAX_WHY_BTE = 2000;
export const MAX_YEARS_IN_BUSINESS = 200;
export const MAX_ID = 100;
export const MAX_RECOVERY_CODE_TYPED = 40;

export const SIX_DIGITS = /^\d{6}$/;

export const passwordConstraint = requiredText(1, MAX_PASSWORD);
export const emailConstraint = { required: true, maxLength: MAX_EMAIL };
export const codeConstraint = matching(SIX_DIGITS);
export const idConstraint = requiredText(1, MAX_ID);

export const signInConstraint: FormConstraint = {
  email: emailConstraint,
  password: passwordConstraint,
};

export const businessDetailsConstraint: FormConstraint = {
  fullName: requiredText(2, MAX_NAME),
  businessName: requiredText(1, MAX_BUSINESS_NAME),
  telephone: requiredText(10, MAX_PHONE),
};

export const signUpConstraint: FormConstraint = {
  ...businessDetailsConstraint,
  yearsInBusiness: { required: true, min: 0, max: MAX_YEARS_IN_BUSINESS },
  whyBTE: requiredText(1, MAX_WHY_BTE),
  email: emailConstraint,
  password: passwordConstraint,
};

export const mfaConstraint: FormConstraint = { code: codeConstraint };

export const mfaPhoneConstraint: FormConstraint = {
  code: codeConstraint,
  challengeId: idConstraint,
};

export const recoveryConstraint: FormConstraint = {
  recoveryCode: requiredText(1, MAX_RECOVERY_CODE_TYPED),
};
