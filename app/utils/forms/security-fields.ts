import { codeConstraint, idConstraint } from "./auth-fields";
import { matching, requiredText, type FormConstraint } from "./constraint";
import { MAX_PHONE_NUMBER_TYPED } from "./phone-number";

export const securityIntents = {
  enroll: "mfa-enroll",
  activate: "mfa-activate",
  cancel: "mfa-cancel",
  remove: "mfa-remove",
  phoneEnroll: "phone-enroll",
  phoneActivate: "phone-activate",
  phoneResend: "phone-resend",
  recoveryNew: "recovery-new",
  signOutOthers: "sign-out-others",
  mailedResend: "mailed-code-resend",
} as const;

export const EIGHT_DIGITS = /^\d{8}$/;
export const FOUR_DIGITS = /^\d{4}$/;
export const TOTP_SECRET = /^[A-Z2-7]{16,64}=*$/;
export const MAX_TOTP_URI = 1000;

const mailedCodeConstraint = matching(EIGHT_DIGITS);
const endingConstraint = matching(FOUR_DIGITS, false);

export const activateConstraint: FormConstraint = {
  factorId: idConstraint,
  code: codeConstraint,
  mailedCode: mailedCodeConstraint,
  secret: matching(TOTP_SECRET, false),
  uri: { required: false, maxLength: MAX_TOTP_URI },
};

export const phoneEnrollConstraint: FormConstraint = {
  phone: requiredText(1, MAX_PHONE_NUMBER_TYPED),
};

export const phoneActivateConstraint: FormConstraint = {
  factorId: idConstraint,
  challengeId: idConstraint,
  code: codeConstraint,
  mailedCode: mailedCodeConstraint,
  ending: endingConstraint,
};
