import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { submitCatalogueAction } from "~/.server/admin/catalogue-actions";
import { loadCatalogueItem } from "~/.server/admin/catalogue-page";
import { routeLoader } from "~/.server/route-loader";
import { formAction } from "~/.server/security/form-action";
import { CatalogueEditor } from "~/components/admin/catalogue-editor";

export const loader = routeLoader(async ({ request, context }: RouteArgs) => {
  const app = await appContextOf(context);
  const gate = await adminGate(app, request, { context });
  const headers = { "Cache-Control": "private, no-store" };
  if (gate.status !== "admin") return data(null, { headers });
  const item = await loadCatalogueItem(app.db, new URL(request.url).searchParams.get("id") ?? "");
  if (!item) throw new Response("Not Found", { status: 404 });
  return data(item, { headers });
});

export const action = formAction(({ app, request, formData, context }) =>
  submitCatalogueAction(app, request, { formData, context }),
);

export default function AdminCatalogueItem() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return page ? <CatalogueEditor view={page} reply={reply} /> : null;
}
