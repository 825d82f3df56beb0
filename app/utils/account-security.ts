import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "~/utils/toast";

/**
 * What the account page's Security part shows and what its forms answer: the shapes the server
 * (`app/.server/account/security/`) sends and the components read.
 */

/** An enrolment waiting for its first code: the QR code (an image address) and the key. */
export type Enrollment = { factorId: string; secret: string; uri: string; qrDataUrl: string };

/** A code texted to a phone being enrolled: the challenge to verify it with, and where it went. */
export type PhoneCode = { factorId: string; challengeId: string; ending: string };

/** What a Security form's action answers when it does not redirect. */
export type SecurityResponse = {
  intent: string;
  result?: SubmissionResult<string[]>;
  enrollment?: Enrollment;
  phoneCode?: PhoneCode;
  /** A refusal, shown in the form (also without JavaScript) and as a toast. */
  error?: string;
  toast?: Toast;
};

/**
 * The account page's Security part (S-MFA-05): the verified second factor, when two-factor
 * sign-in is on (one method at a time: an authenticator app, or text messages where the
 * adapter sends them).
 */
export type SecurityView = {
  /** The account's address, where the code that turns on a first factor is mailed. */
  email: string;
  /** The verified authenticator app. */
  authenticator: { id: string; name: string; addedAt: string } | null;
  /** The verified phone: its number's last four digits ("" when unknown). */
  phone: { id: string; ending: string; addedAt: string } | null;
  /** Text-message codes can be set up (the Supabase adapter sends them). */
  supportsPhoneFactors: boolean;
  /** Unused recovery codes, when two-factor sign-in is on and the adapter offers them. */
  recoveryCodesLeft: number | null;
  /** Codes just made, shown this once (the POST that made them redirected here). */
  newRecoveryCodes: string[] | null;
  /** The factors could not be read (the account service is down). */
  unavailable: boolean;
  /**
   * The user's signed-in devices, this one first; null when the adapter cannot list them
   * (Supabase), which still offers "Sign out everywhere else".
   */
  sessions: SessionView[] | null;
};

/** One signed-in device on the account page (dates as ISO strings). */
export type SessionView = {
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};
