import { committingAuthCookies } from "./auth/commit";
import type { RouteArgs } from "~/.server/context";

/** The loader twin of formAction, so a loader never threads the auth cookies by hand. */
export function routeLoader<T>(
  handler: (args: RouteArgs) => Promise<T> | T,
): (args: RouteArgs) => Promise<T> {
  return (args) => committingAuthCookies(args.context, async () => handler(args));
}
