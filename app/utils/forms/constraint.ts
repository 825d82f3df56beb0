import type { useForm } from "@conform-to/react";

/**
 * What a form's inputs carry for the browser's own checks (required, lengths, pattern), as
 * Conform's `getZodConstraint` derives it from the schema; written out so the page can draw the
 * form without zod (a unit test holds each one equal to its schema's).
 */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
