import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { loadCatalogueList } from "~/.server/admin/catalogue-page";
import { CatalogueList } from "~/components/admin/catalogue-list";

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const gate = await adminGate(app, request, { context });
  const headers = { "Cache-Control": "private, no-store" };
  if (gate.status !== "admin") return data(null, { headers });
  return data({ groups: await loadCatalogueList(app.db) }, { headers });
}

export default function AdminCatalogue() {
  const page = useLoaderData<typeof loader>();
  return page ? <CatalogueList groups={page.groups} /> : null;
}
