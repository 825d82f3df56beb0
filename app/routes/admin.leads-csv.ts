import type { LoaderFunctionArgs } from "@remix-run/node";
import { appContextOf } from "~/.server/app-context";
import { exportCsv } from "~/.server/admin/exports";
import { routeLoader } from "~/.server/route-loader";

export const loader = routeLoader(async ({ request, context }: LoaderFunctionArgs) => {
  return exportCsv(await appContextOf(context), request, { what: "leads", context });
});
