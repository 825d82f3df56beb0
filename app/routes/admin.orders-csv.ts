import type { LoaderFunctionArgs } from "react-router";
import { appContextOf } from "~/.server/context";
import { exportCsv } from "~/.server/admin/exports";
import { routeLoader } from "~/.server/route-loader";

export const loader = routeLoader(async ({ request, context }: LoaderFunctionArgs) => {
  return exportCsv(await appContextOf(context), request, { what: "orders", context });
});
