import { parseWithZod } from "@conform-to/zod";
import { academySchema } from "./academy";
import { contactSchema } from "./contact";

/**
 * The browser's checks of the public lead forms, fetched when the visitor first reaches a form
 * (useLazyValidate), so pages show their forms without zod; the server checks again either way.
 */
export const validators = {
  contact: ({ formData }: { formData: FormData }) =>
    parseWithZod(formData, { schema: contactSchema }),
  academy: ({ formData }: { formData: FormData }) =>
    parseWithZod(formData, { schema: academySchema }),
};
