import type { ActionFunctionArgs } from "@remix-run/node";
import { appContextOf, type AppContext } from "../app-context";
import { recordClientIp } from "./client-ip";
import { assertCsrfCookie, assertCsrfToken, assertSameOriginPost } from "./csrf";
import { MAX_FORM_BYTES, parseFormBody, readBody } from "./form-data";
import { firstFieldValue, hasTooManyFields } from "./form-fields";

/**
 * What an action written with formAction() receives: Remix's arguments, the checked form and the
 * app context (the load context's, else the process's).
 */
export type FormActionArgs = ActionFunctionArgs & { formData: FormData; app: AppContext };

export type FormActionOptions = {
  maxBytes?: number;
  /**
   * "signed-url": the action's only authority is a signed token in the request's URL, which the
   * handler MUST verify before it changes anything. No CSRF token is demanded, because the POST
   * may come from a mail provider with no cookie (RFC 8058 one-click unsubscribe, ADR 24); the
   * cross-site check still applies. Nothing else may use it.
   */
  csrfToken?: "required" | "signed-url";
};

/**
 * The one way the site writes an action (ADR 3, ADR 30): a cross-site post, or one without a CSRF
 * cookie, is a 403 before the body is read; the body is read once with the size cap (413 over it,
 * 400 when unreadable), a body of more than MAX_FORM_FIELDS fields is a 413 and a missing or wrong
 * CSRF token a 403, both found without parsing it; only then is it parsed and does `handler` run.
 * Its return type is the action's, so route components read it with
 * `useActionData<typeof action>()`. The one exception to the token (`csrfToken: "signed-url"`)
 * is the newsletter's unsubscribe link, whose URL carries its own signed authority (ADR 24).
 */
export function formAction<T>(
  handler: (args: FormActionArgs) => Promise<T> | T,
  options: FormActionOptions = {},
): (args: ActionFunctionArgs) => Promise<T> {
  return async (args) => {
    recordClientIp(args.request, args.context);
    assertSameOriginPost(args.request);
    const needsToken = options.csrfToken !== "signed-url";
    if (needsToken) await assertCsrfCookie(args.request);
    const type = args.request.headers.get("content-type") ?? "";
    const body = await readBody(args.request, options.maxBytes ?? MAX_FORM_BYTES);
    if (body && hasTooManyFields(body, type)) throw tooManyFields();
    if (needsToken)
      await assertCsrfToken(args.request, body && firstFieldValue(body, type, "csrf"));
    const formData = await parseFormBody(body, type);
    return handler({ ...args, formData, app: await appContextOf(args.context) });
  };
}

function tooManyFields() {
  return new Response("The form has too many fields. Please reload the page and try again.", {
    status: 413,
  });
}
