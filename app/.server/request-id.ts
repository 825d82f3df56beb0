import { randomUUID } from "node:crypto";

const ids = new WeakMap<Request, string>();

export function getRequestId(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    const incoming = request.headers.get("x-request-id");
    id = incoming && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
    ids.set(request, id);
  }
  return id;
}
