import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { submitLeadAction } from "~/.server/admin/lead-actions";
import { loadLeadsList } from "~/.server/admin/leads-page";
import { getConfig } from "~/.server/config";
import { getDb } from "~/.server/db";
import { formAction } from "~/.server/security/form-action";
import { LeadsList } from "~/components/admin/leads-list";

const noStore = { "Cache-Control": "private, no-store" };

/** /admin/leads: every lead, filtered by kind, status and text, 50 a page, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await loadLeadsList(request, context), { headers: noStore });
}

export const action = formAction(async ({ request, formData, context }) =>
  submitLeadAction(request, formData, { db: await getDb(), config: getConfig(), context }),
);

export default function AdminLeads() {
  const list = useLoaderData<typeof loader>();
  return list ? <LeadsList view={list.view} here={list.here} /> : null;
}
