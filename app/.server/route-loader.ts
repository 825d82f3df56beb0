import type { LoaderFunctionArgs } from "@remix-run/node";
import { committingAuthCookies } from "./auth/commit";

/**
 * The loader twin of formAction: what `handler` returns or throws (data, a redirect, a 404)
 * leaves with the cookie changes of the auth sessions opened for this request (./auth/commit.ts),
 * so a loader never threads them by hand. Every route's loader is written with it.
 */
export function routeLoader<T>(
  handler: (args: LoaderFunctionArgs) => Promise<T> | T,
): (args: LoaderFunctionArgs) => Promise<T> {
  return (args) => committingAuthCookies(args.context, async () => handler(args));
}
