import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { submitLeadAction } from "~/.server/admin/lead-actions";
import { loadLeadsList } from "~/.server/admin/leads-page";
import { formAction } from "~/.server/security/form-action";
import { LeadsList } from "~/components/admin/leads-list";
import { routeLoader } from "~/.server/route-loader";

const noStore = { "Cache-Control": "private, no-store" };

export const loader = routeLoader(async ({ request, context }: RouteArgs) => {
  const app = await appContextOf(context);
  return data(await loadLeadsList(app, request, { context }), { headers: noStore });
});

export const action = formAction(({ app, request, formData, context }) =>
  submitLeadAction(app, request, { formData, context }),
);

export default function AdminLeads() {
  const list = useLoaderData<typeof loader>();
  return list ? <LeadsList view={list.view} here={list.here} /> : null;
}
