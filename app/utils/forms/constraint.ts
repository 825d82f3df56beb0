import type { useForm } from "@conform-to/react";

/** Written out so pages draw forms without zod; a unit test holds each equal to its schema's. */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

type FieldConstraint = FormConstraint[string];

function regexPattern(regex: RegExp): string {
  return `^(?=.*(?:${regex.source})).*$`;
}

export function requiredText(minLength: number, maxLength: number): FieldConstraint {
  return { required: true, minLength, maxLength };
}

export function matching(regex: RegExp, required = true): FieldConstraint {
  return { required, pattern: regexPattern(regex) };
}
