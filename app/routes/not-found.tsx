import type { RouteArgs } from "~/.server/context";
import { formPost } from "~/.server/security/posted-body";

function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export const loader = notFound;

/**
 * A post to an unknown URL is not found either, once its body passed the checks every form's does:
 * without an action the router answered 405 with a message naming this route, and a refused
 * /admin post (routed here, ADR 66) would have said so.
 */
export async function action({ context }: RouteArgs) {
  await formPost(context);
  notFound();
}

export default function NotFound() {
  return null;
}
