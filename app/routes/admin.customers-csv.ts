import { appContextOf, type RouteArgs } from "~/.server/context";
import { exportCsv } from "~/.server/admin/exports";

export async function loader({ request, context }: RouteArgs) {
  return exportCsv(await appContextOf(context), request, { what: "customers", context });
}
