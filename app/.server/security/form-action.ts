import type { ActionFunctionArgs } from "@remix-run/node";
import { recordClientIp } from "./client-ip";
import { assertValidPost } from "./csrf";
import { readFormData, MAX_FORM_BYTES } from "./form-data";

/** What an action written with formAction() receives: Remix's arguments and the checked form. */
export type FormActionArgs = ActionFunctionArgs & { formData: FormData };

/**
 * The one way the site writes an action (ADR 3): the body is read once with the size cap (413 over
 * it, 400 when unreadable), a cross-site post or a missing or wrong CSRF token is a 403, and only
 * then does `handler` run with the form. Its return type is the action's, so route components
 * read it with `useActionData<typeof action>()`.
 */
export function formAction<T>(
  handler: (args: FormActionArgs) => Promise<T> | T,
  options: { maxBytes?: number } = {},
): (args: ActionFunctionArgs) => Promise<T> {
  return async (args) => {
    recordClientIp(args.request, args.context);
    const formData = await readFormData(args.request, options.maxBytes ?? MAX_FORM_BYTES);
    await assertValidPost(args.request, formData);
    return handler({ ...args, formData });
  };
}
