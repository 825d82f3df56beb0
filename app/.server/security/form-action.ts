import type { ActionFunctionArgs } from "@remix-run/node";
import { appContextOf, type AppContext } from "../app-context";
import { committingAuthCookies } from "../auth/commit";
import { recordClientIp } from "./client-ip";
import { assertSameOriginPost } from "./csrf";
import { MAX_FORM_BYTES, parseFormBody, readBody } from "./form-data";
import { hasTooManyFields } from "./form-fields";

/**
 * What an action written with formAction() receives: Remix's arguments, the checked form and the
 * app context (the load context's, else the process's).
 */
export type FormActionArgs = ActionFunctionArgs & { formData: FormData; app: AppContext };

export type FormActionOptions = { maxBytes?: number };

/**
 * The one way the site writes an action (ADR 3, ADR 30, ADR 36): a cross-site post is a 403 before
 * the body is read; the body is read once with the size cap (413 over it, 400 when unreadable), a
 * body of more than MAX_FORM_FIELDS fields is a 413 found without parsing it; only then is it
 * parsed and does `handler` run. Whatever it returns or throws leaves with the cookie changes of
 * the auth sessions it opened (../auth/commit.ts). Its return type is the action's, so route
 * components read it with `useActionData<typeof action>()`.
 */
export function formAction<T>(
  handler: (args: FormActionArgs) => Promise<T> | T,
  options: FormActionOptions = {},
): (args: ActionFunctionArgs) => Promise<T> {
  return async (args) => {
    recordClientIp(args.request, args.context);
    assertSameOriginPost(args.request);
    const type = args.request.headers.get("content-type") ?? "";
    const body = await readBody(args.request, options.maxBytes ?? MAX_FORM_BYTES);
    if (body && hasTooManyFields(body, type)) throw tooManyFields();
    const formData = await parseFormBody(body, type);
    return committingAuthCookies(args.context, async () =>
      handler({ ...args, formData, app: await appContextOf(args.context) }),
    );
  };
}

function tooManyFields() {
  return new Response("The form has too many fields. Please reload the page and try again.", {
    status: 413,
  });
}
