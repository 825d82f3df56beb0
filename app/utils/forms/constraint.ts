import type { useForm } from "@conform-to/react";

/**
 * What a form's inputs carry for the browser's own checks (required, lengths, pattern), as
 * Conform's `getZodConstraint` derives it from the schema; written out so the page can draw the
 * form without zod (a unit test holds each one equal to its schema's).
 */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

type FieldConstraint = FormConstraint[string];

/** The `pattern` Conform writes for a zod `.regex(regex)`. */
function regexPattern(regex: RegExp): string {
  return `^(?=.*(?:${regex.source})).*$`;
}

/** A required text of `minLength` to `maxLength` characters. */
export function requiredText(minLength: number, maxLength: number): FieldConstraint {
  return { required: true, minLength, maxLength };
}

/** A text matching `regex`, required unless `required` is false. */
export function matching(regex: RegExp, required = true): FieldConstraint {
  return { required, pattern: regexPattern(regex) };
}
