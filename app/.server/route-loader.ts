import type { LoaderFunctionArgs } from "react-router";
import { committingAuthCookies } from "./auth/commit";

/** The loader twin of formAction, so a loader never threads the auth cookies by hand. */
export function routeLoader<T>(
  handler: (args: LoaderFunctionArgs) => Promise<T> | T,
): (args: LoaderFunctionArgs) => Promise<T> {
  return (args) => committingAuthCookies(args.context, async () => handler(args));
}
