import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "~/utils/toast";

export type LeadFormResponse = {
  result: SubmissionResult<string[]>;
  ok?: true;
  toast?: Toast;
  download?: string;
};

/** Present once hydrated: the page shows the answer itself, so no redirect is needed. */
export const ENHANCED_FIELD = "_enhanced";

export const TOO_MANY_MESSAGE =
  "Too many submissions from you in a short time. Please wait a little and try again.";
