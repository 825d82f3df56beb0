import { randomUUID } from "node:crypto";

const ids = new WeakMap<Request, string>();

/**
 * The id of this request, for logs and for the 500 page: the proxy's `X-Request-Id` when it is a
 * sane token, otherwise a new UUID. The same Request object always gets the same id.
 */
export function getRequestId(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    const incoming = request.headers.get("x-request-id");
    id = incoming && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
    ids.set(request, id);
  }
  return id;
}
