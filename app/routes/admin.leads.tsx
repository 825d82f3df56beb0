import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { submitLeadAction } from "~/.server/admin/lead-actions";
import { loadLeadsList } from "~/.server/admin/leads-page";
import { LeadsList } from "~/components/admin/leads-list";
import { formPost } from "~/.server/security/posted-body";

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  return data(await loadLeadsList(app, request, { context }), { headers: noStore });
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitLeadAction(app, request, { formData, context });
}

export default function AdminLeads() {
  const list = useLoaderData<typeof loader>();
  return list ? <LeadsList view={list.view} here={list.here} /> : null;
}
