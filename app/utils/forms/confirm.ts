import { z } from "zod";
import { authFormMessages } from "./auth";
import { MAX_PASSWORD } from "./limits";

export const confirmFormMessages = {
  password: "Please enter the password you chose when you signed up",
} as const;

export const confirmAccountSchema = z.object({
  password: z
    .string({ required_error: confirmFormMessages.password })
    .min(1, confirmFormMessages.password)
    .max(MAX_PASSWORD, authFormMessages.passwordTooLong),
});
