function notFound(): never {
  throw new Response("Not Found", { status: 404 });
}

export const loader = notFound;

/**
 * A post to an unknown URL is not found either: without an action the router answered 405 with a
 * message naming this route, and a refused /admin post (routed here, ADR 66) would have said so.
 */
export const action = notFound;

export default function NotFound() {
  return null;
}
