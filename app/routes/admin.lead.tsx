import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { loadLeadPage } from "~/.server/admin/leads-page";
import { LeadDetail } from "~/components/admin/lead-detail";

export async function loader({ request, context }: RouteArgs) {
  return data(await loadLeadPage(await appContextOf(context), request, { context }), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

export default function AdminLead() {
  const page = useLoaderData<typeof loader>();
  return page ? <LeadDetail view={page} here={page.here} /> : null;
}
