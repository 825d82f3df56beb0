import type { FormConstraint } from "./constraint";
import { MAX_EMAIL, MAX_NAME, MAX_PHONE } from "./limits";

export const MAX_ORGANIZATION = 200;

export const academyConstraint: FormConstraint = {
  firstName: { required: true, minLength: 2, maxLength: MAX_NAME },
  lastName: { required: true, minLength: 2, maxLength: MAX_NAME },
  organization: { required: true, minLength: 2, maxLength: MAX_ORGANIZATION },
  email: { required: true, maxLength: MAX_EMAIL },
  phone: { required: true, minLength: 10, maxLength: MAX_PHONE },
  city: { required: true, minLength: 2, maxLength: MAX_NAME },
};
