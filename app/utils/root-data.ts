import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

/** The root loader's data (user, site URL, toast…) from any component; undefined on error pages. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
