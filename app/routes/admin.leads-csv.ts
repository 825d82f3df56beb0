import { appContextOf, type RouteArgs } from "~/.server/context";
import { exportCsv } from "~/.server/admin/exports";
import { routeLoader } from "~/.server/route-loader";

export const loader = routeLoader(async ({ request, context }: RouteArgs) => {
  return exportCsv(await appContextOf(context), request, { what: "leads", context });
});
