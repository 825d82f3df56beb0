import { passwordConstraint } from "./auth-fields";
import type { FormConstraint } from "./constraint";

export const confirmIntent = "confirm";

export const confirmConstraint: FormConstraint = { password: passwordConstraint };
