import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "~/utils/toast";

export type Enrollment = { factorId: string; secret: string; uri: string; qrDataUrl: string };

export type PhoneCode = { factorId: string; challengeId: string; ending: string };

export type SecurityResponse = {
  intent: string;
  result?: SubmissionResult<string[]>;
  enrollment?: Enrollment;
  phoneCode?: PhoneCode;
  error?: string;
  toast?: Toast;
};

export type SecurityView = {
  email: string;
  authenticator: { id: string; name: string; addedAt: string } | null;
  phone: { id: string; ending: string; addedAt: string } | null;
  supportsPhoneFactors: boolean;
  recoveryCodesLeft: number | null;
  newRecoveryCodes: string[] | null;
  unavailable: boolean;
  sessions: SessionView[] | null;
};

export type SessionView = {
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};
