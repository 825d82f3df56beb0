import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "~/utils/toast";

/**
 * What a public form's action answers to a script-enhanced submission: Conform's result (field
 * errors and the values to keep, or a reset), the toast to show, and for the academy form the
 * file to download. A submission without JavaScript gets a redirect with a flashed toast instead.
 */
export type LeadFormResponse = {
  result: SubmissionResult<string[]>;
  /** Present when the submission was stored: the page clears its form. */
  ok?: true;
  toast?: Toast;
  download?: string;
};

/**
 * The hidden field a form carries once React has hydrated it: its presence tells the action that
 * the page will show the answer itself (no redirect needed).
 */
export const ENHANCED_FIELD = "_enhanced";

/** The form-level message when a visitor or an address sends too much too fast. */
export const TOO_MANY_MESSAGE =
  "Too many submissions from you in a short time. Please wait a little and try again.";
