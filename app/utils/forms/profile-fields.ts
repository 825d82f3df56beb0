import { businessDetailsConstraint } from "./auth-fields";

/** The profile form's name and input rules (sign-up's), for the page without the schema. */

export const profileIntent = "profile-save";

export const profileConstraint = businessDetailsConstraint;
