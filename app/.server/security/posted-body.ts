import { createContext } from "react-router";
import type { AppContext } from "../app-context";
import { appContextOf, type LoadContext } from "../context";
import { assertSameOriginPost } from "./csrf";
import { MAX_FORM_BYTES, parseFormBody, readBody } from "./form-data";
import { hasTooManyFields } from "./form-fields";

type PostedBody = { bytes: Uint8Array<ArrayBuffer> | null; type: string };

const postedBodySlot = createContext<PostedBody | null>(null);
const parsedForms = new WeakMap<PostedBody, Promise<FormData>>();

/**
 * What every request with a body goes through before any loader or action runs: the cross-site
 * check before a byte is read, the size cap, and the field count. The bytes wait in the load
 * context for the action (a form) or a webhook (the exact bytes its signature covers).
 * @see docs/decisions/0030-deliberate-answers-and-unpoisonable-pages.md
 */
export async function receiveBody(request: Request, context: LoadContext): Promise<void> {
  assertSameOriginPost(request);
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readBody(request, MAX_FORM_BYTES);
  if (bytes && hasTooManyFields(bytes, type)) throw tooManyFields();
  context.set(postedBodySlot, { bytes, type });
}

/** The posted form and the app context, as an action uses them. */
export async function formPost(
  context: LoadContext,
): Promise<{ formData: FormData; app: AppContext }> {
  const body = bodyOf(context);
  let form = parsedForms.get(body);
  if (!form) parsedForms.set(body, (form = parseFormBody(body.bytes, body.type)));
  const formData = await form;
  return { formData, app: await appContextOf(context) };
}

/** The exact bytes posted, for a signature over them. */
export function postedBytes(context: LoadContext): Uint8Array<ArrayBuffer> | null {
  return bodyOf(context).bytes;
}

function bodyOf(context: LoadContext): PostedBody {
  const body = context.get(postedBodySlot);
  if (!body) throw new Error("no posted body: the site's middleware did not run for this request");
  return body;
}

function tooManyFields() {
  return new Response("The form has too many fields. Please reload the page and try again.", {
    status: 413,
  });
}
