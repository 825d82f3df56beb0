import type { LoaderFunctionArgs } from "@remix-run/node";
import { appContextOf } from "~/.server/app-context";
import { exportCsv } from "~/.server/admin/exports";
import { routeLoader } from "~/.server/route-loader";

export const loader = routeLoader(async ({ request, context }: LoaderFunctionArgs) => {
  const app = await appContextOf(context);
  return exportCsv("orders", request, { db: app.db, config: app.config, context });
});
