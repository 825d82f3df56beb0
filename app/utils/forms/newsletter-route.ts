/**
 * Where every newsletter form posts. Kept apart from the schema (newsletter.ts) so the forms in
 * the browser do not ship zod: they check natively and the server checks with the schema.
 */
export const NEWSLETTER_PATH = "/newsletter";

/** The page a submission without JavaScript returns to. */
export const REDIRECT_FIELD = "redirectTo";
