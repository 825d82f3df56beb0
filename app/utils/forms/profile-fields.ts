import { businessDetailsConstraint } from "./auth-fields";

export const profileIntent = "profile-save";

export const profileConstraint = businessDetailsConstraint;
