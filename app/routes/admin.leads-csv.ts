import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportCsv } from "~/.server/admin/exports";
import { getConfig } from "~/.server/config";
import { getDb } from "~/.server/db";

/** /admin/leads.csv?…: the leads list's current filter as a CSV download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return exportCsv("leads", request, { db: await getDb(), config: getConfig(), context });
}
