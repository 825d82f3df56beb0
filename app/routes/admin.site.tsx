import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import { submitSiteAction } from "~/.server/admin/site-actions";
import { siteSettingsPage } from "~/.server/admin/site-page";
import { SiteSettings } from "~/components/admin/site/site-settings";
import { formPost } from "~/.server/security/posted-body";

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const gate = await adminGate(app, request, { context });
  if (gate.status !== "admin") return data(null, { headers: noStore });
  const editing = new URL(request.url).searchParams.get("event");
  return data(await siteSettingsPage(app.db, editing), { headers: noStore });
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitSiteAction(app, request, { formData, context });
}

export default function AdminSite() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return page ? <SiteSettings page={page} reply={reply} /> : null;
}
