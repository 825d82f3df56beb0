import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { loadCustomersList } from "~/.server/admin/customers-page";
import { CustomersList } from "~/components/admin/customers-list";

export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  return data(await loadCustomersList(app, request, { context }), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

export default function AdminCustomers() {
  const list = useLoaderData<typeof loader>();
  return list ? <CustomersList view={list} /> : null;
}
