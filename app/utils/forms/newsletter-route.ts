// Kept apart from the schema (newsletter.ts) so the browser's forms do not ship zod.
export const NEWSLETTER_PATH = "/newsletter";

export const REDIRECT_FIELD = "redirectTo";
