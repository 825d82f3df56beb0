import { z } from "zod";
import { email, name, optionalText, text } from "./fields";
import { businessNeedOptions, MAX_COMMENTS, MAX_OTHER_NEED, OTHER_NEED } from "./contact-fields";
import { MAX_NAME, MAX_PHONE } from "./limits";

export const contactMessages = {
  fullName: "Name must be at least 2 characters",
  email: "Invalid email address",
  telephone: "Please enter a valid phone number",
  businessNeeds: "Please select at least one service",
  fullNameTooLong: `Name must be at most ${MAX_NAME} characters`,
  otherTooLong: "Please keep the description under 1,000 characters",
  commentsTooLong: "Please keep your comments under 5,000 characters",
  success: {
    title: "Success!",
    description: "Thank you for your message. We'll get back to you soon!",
  },
  failure: { title: "Error", description: "Something went wrong. Please try again later." },
} as const;

export const contactSchema = z
  .object({
    fullName: name(2, MAX_NAME, contactMessages.fullName, contactMessages.fullNameTooLong),
    email: email(contactMessages.email),
    telephone: text(10, MAX_PHONE, contactMessages.telephone, contactMessages.telephone),
    businessNeeds: z
      .array(z.enum(businessNeedOptions, { message: contactMessages.businessNeeds }), {
        required_error: contactMessages.businessNeeds,
        invalid_type_error: contactMessages.businessNeeds,
      })
      .min(1, contactMessages.businessNeeds)
      .max(businessNeedOptions.length, contactMessages.businessNeeds)
      .transform((needs) => businessNeedOptions.filter((option) => needs.includes(option))),
    otherDescription: optionalText(MAX_OTHER_NEED, contactMessages.otherTooLong),
    comments: optionalText(MAX_COMMENTS, contactMessages.commentsTooLong),
  })
  // The 'Other' text counts only while Other is ticked (without JavaScript it is always shown).
  .transform((value) => ({
    ...value,
    otherDescription: value.businessNeeds.includes(OTHER_NEED) ? value.otherDescription : undefined,
  }));
