import { z } from "zod";
import { authFormMessages } from "./auth";

/**
 * The confirmation page's form (/auth/confirm, ADR 28): the password chosen at sign-up, which
 * says whose sign-up the address confirms. One schema for the browser and the server.
 */
export const confirmFormMessages = {
  password: "Please enter the password you chose when you signed up",
} as const;

export const confirmIntent = "confirm";

export const confirmAccountSchema = z.object({
  password: z
    .string({ required_error: confirmFormMessages.password })
    .min(1, confirmFormMessages.password)
    .max(128, authFormMessages.passwordTooLong),
});
