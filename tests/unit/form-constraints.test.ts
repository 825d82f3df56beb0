import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { academySchema } from "~/utils/forms/academy";
import { academyConstraint } from "~/utils/forms/academy-fields";
import { contactSchema } from "~/utils/forms/contact";
import { contactConstraint } from "~/utils/forms/contact-fields";

/**
 * The pages draw the contact and academy forms without zod, from constraints written out; the
 * inputs must carry what Conform derives from the schemas the server checks with.
 */
describe("form constraints drawn without zod", () => {
  it.each([
    ["contact", contactConstraint, contactSchema],
    ["academy", academyConstraint, academySchema],
  ] as const)("%s: the same as the schema's", (_name, constraint, schema) => {
    expect(constraint).toEqual(getZodConstraint(schema));
  });
});
