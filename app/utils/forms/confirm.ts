import { z } from "zod";
import { authFormMessages } from "./auth";
import { MAX_PASSWORD } from "./limits";

/**
 * The confirmation page's form (/auth/confirm, ADR 28): the password chosen at sign-up, which
 * says whose sign-up the address confirms. Checked by the server, and by the browser once the
 * checks arrived; the input rules are in confirm-fields.ts.
 */
export const confirmFormMessages = {
  password: "Please enter the password you chose when you signed up",
} as const;

export const confirmAccountSchema = z.object({
  password: z
    .string({ required_error: confirmFormMessages.password })
    .min(1, confirmFormMessages.password)
    .max(MAX_PASSWORD, authFormMessages.passwordTooLong),
});
