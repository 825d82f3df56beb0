import type { LoaderFunctionArgs } from "@remix-run/node";
import { appContextOf } from "~/.server/app-context";
import { exportCsv } from "~/.server/admin/exports";

/** /admin/subscribers.csv?q=…: the subscribers search as a CSV download (with each status). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = await appContextOf(context);
  return exportCsv("subscribers", request, { db: app.db, config: app.config, context });
}
