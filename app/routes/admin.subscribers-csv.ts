import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportCsv } from "~/.server/admin/exports";
import { getConfig } from "~/.server/config";
import { getDb } from "~/.server/db";

/** /admin/subscribers.csv?q=…: the subscribers search as a CSV download (with each status). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return exportCsv("subscribers", request, { db: await getDb(), config: getConfig(), context });
}
