import type { LoaderFunctionArgs } from "@remix-run/node";
import { appContextOf } from "~/.server/app-context";
import { exportCsv } from "~/.server/admin/exports";
import { routeLoader } from "~/.server/route-loader";

/** /admin/subscribers.csv?q=…: the subscribers search as a CSV download (with each status). */
export const loader = routeLoader(async ({ request, context }: LoaderFunctionArgs) => {
  return exportCsv(await appContextOf(context), request, { what: "subscribers", context });
});
