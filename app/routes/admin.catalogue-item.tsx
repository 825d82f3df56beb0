import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { submitCatalogueAction } from "~/.server/admin/catalogue-actions";
import { loadCatalogueItem } from "~/.server/admin/catalogue-page";
import { CatalogueEditor } from "~/components/admin/catalogue-editor";
import { formPost } from "~/.server/security/posted-body";

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const gate = await adminGate(app, request, { context });
  const headers = { "Cache-Control": "private, no-store" };
  if (gate.status !== "admin") return data(null, { headers });
  const item = await loadCatalogueItem(app.db, new URL(request.url).searchParams.get("id") ?? "");
  if (!item) throw new Response("Not Found", { status: 404 });
  return data(item, { headers });
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitCatalogueAction(app, request, { formData, context });
}

export default function AdminCatalogueItem() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return page ? <CatalogueEditor view={page} reply={reply} /> : null;
}
