import type { AppContext } from "../app-context";
import { appContextOf } from "../context";
import { committingAuthCookies } from "../auth/commit";
import { recordClientIp } from "./client-ip";
import { assertSameOriginPost } from "./csrf";
import { MAX_FORM_BYTES, parseFormBody, readBody } from "./form-data";
import { hasTooManyFields } from "./form-fields";
import type { RouteArgs } from "~/.server/context";

export type FormActionArgs = RouteArgs & { formData: FormData; app: AppContext };

export type FormActionOptions = { maxBytes?: number };

/** @see docs/decisions/0030-deliberate-answers-and-unpoisonable-pages.md */
export function formAction<T>(
  handler: (args: FormActionArgs) => Promise<T> | T,
  options: FormActionOptions = {},
): (args: RouteArgs) => Promise<T> {
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
