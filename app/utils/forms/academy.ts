import { z } from "zod";
import { email, name, text } from "./fields";
import { MAX_ORGANIZATION } from "./academy-fields";
import { MAX_NAME, MAX_PHONE } from "./limits";

export const academyMessages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  organization: "Organization name is required",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  city: "City of service is required",
  tooLong: `Please keep this under ${MAX_NAME} characters`,
  success: {
    title: "Request Submitted",
    description: "Thank you! You can now download the program overview.",
  },
  failure: {
    title: "Submission Error",
    description: "There was a problem submitting your request. Please try again.",
  },
} as const;

const tooLong = academyMessages.tooLong;

export const academySchema = z.object({
  firstName: name(2, MAX_NAME, academyMessages.firstName, tooLong),
  lastName: name(2, MAX_NAME, academyMessages.lastName, tooLong),
  organization: name(
    2,
    MAX_ORGANIZATION,
    academyMessages.organization,
    "Please keep this under 200 characters",
  ),
  email: email(academyMessages.email),
  phone: text(10, MAX_PHONE, academyMessages.phone, academyMessages.phone),
  city: name(2, MAX_NAME, academyMessages.city, tooLong),
});
