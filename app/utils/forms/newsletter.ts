import { z } from "zod";
import { email, name } from "./fields";
import { MAX_NAME } from "./limits";

export const newsletterMessages = {
  fullName: "Please enter your name",
  fullNameTooLong: `Name must be at most ${MAX_NAME} characters`,
  email: "Please enter a valid email address",
  success: {
    title: "Success!",
    description: "Thank you for subscribing! Check your email for a welcome message.",
  },
  failure: { title: "Error", description: "Something went wrong. Please try again later." },
} as const;

export const newsletterSchema = z.object({
  fullName: name(1, MAX_NAME, newsletterMessages.fullName, newsletterMessages.fullNameTooLong),
  email: email(newsletterMessages.email),
});
