import type { FormConstraint } from "./constraint";
import { MAX_EMAIL, MAX_NAME, MAX_PHONE } from "./limits";

export const businessNeedOptions = [
  "AI Business Integration",
  "Full Business Startup Services",
  "Business Plan Writing",
  "Grant Research & Writing",
  "Branding & Marketing Services",
  "Other",
] as const;

export type BusinessNeed = (typeof businessNeedOptions)[number];

export const OTHER_NEED: BusinessNeed = "Other";

export const MAX_OTHER_NEED = 1000;
export const MAX_COMMENTS = 5000;

export const contactConstraint: FormConstraint = {
  fullName: { required: true, minLength: 2, maxLength: MAX_NAME },
  email: { required: true, maxLength: MAX_EMAIL },
  telephone: { required: true, minLength: 10, maxLength: MAX_PHONE },
  businessNeeds: { required: true, multiple: true },
  "businessNeeds[]": { required: true, pattern: businessNeedOptions.join("|") },
  otherDescription: { required: false, maxLength: MAX_OTHER_NEED },
  comments: { required: false, maxLength: MAX_COMMENTS },
};
