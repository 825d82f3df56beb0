import type { LoaderFunctionArgs } from "@remix-run/node";
import { appContextOf } from "~/.server/app-context";
import { exportCsv } from "~/.server/admin/exports";
import { routeLoader } from "~/.server/route-loader";

/** /admin/customers.csv?q=…: the customers list's current search as a CSV download. */
export const loader = routeLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const app = await appContextOf(context);
  return exportCsv("customers", request, { db: app.db, config: app.config, context });
});
