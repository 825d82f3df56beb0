import { passwordConstraint } from "./auth-fields";
import type { FormConstraint } from "./constraint";

/** The confirmation page's form name and input rules, for the page without the schema. */

export const confirmIntent = "confirm";

export const confirmConstraint: FormConstraint = { password: passwordConstraint };
