import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { loadOverview } from "~/.server/admin/overview";
import { leadSources } from "~/.server/leads/kinds";
import { OverviewTiles } from "~/components/admin/overview-tiles";

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const headers = { "Cache-Control": "private, no-store" };
  // Not an admin: the gate throws the 404. Owing the second factor: the layout says so, and
  // nothing of the dashboard is loaded.
  const gate = await adminGate(app, request, { context });
  if (gate.status !== "admin") return data({ overview: null }, { headers });
  const overview = await loadOverview(app.db, new Date(), app.config.timeZone);
  const leadsThisWeek = overview.leadsThisWeek.map((row) => ({
    ...row,
    label: leadSources[row.kind],
  }));
  return data({ overview: { ...overview, leadsThisWeek } }, { headers });
}

export default function AdminOverview() {
  const { overview } = useLoaderData<typeof loader>();
  return overview ? <OverviewTiles overview={overview} /> : null;
}
