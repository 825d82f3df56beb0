import type { LoaderFunctionArgs } from "@remix-run/node";
import { appContextOf } from "~/.server/app-context";
import { exportCsv } from "~/.server/admin/exports";
import { routeLoader } from "~/.server/route-loader";

/** /admin/orders.csv?…: the orders list's current filter as a CSV download. */
export const loader = routeLoader(async ({ request, context }: LoaderFunctionArgs) => {
  return exportCsv(await appContextOf(context), request, { what: "orders", context });
});
