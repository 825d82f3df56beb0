import { z } from "zod";
import { MAX_CHAT_MESSAGE } from "./chat-route";
import { email, name, text } from "./fields";
import { MAX_NAME } from "./limits";

export const chatMessages = {
  fullName: "Name must be at least 2 characters",
  fullNameTooLong: `Name must be at most ${MAX_NAME} characters`,
  email: "Invalid email address",
  message: "Please write your question",
  messageTooLong: "Please keep your message under 5,000 characters",
  success: {
    title: "Success!",
    description: "Thank you! Our team has your question and will reply by e-mail.",
  },
  failure: { title: "Error", description: "Something went wrong. Please try again later." },
} as const;

export const chatLeadSchema = z.object({
  fullName: name(2, MAX_NAME, chatMessages.fullName, chatMessages.fullNameTooLong),
  email: email(chatMessages.email),
  message: text(2, MAX_CHAT_MESSAGE, chatMessages.message, chatMessages.messageTooLong),
});
