import { data } from "react-router";
import { useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { loadCustomerPage } from "~/.server/admin/customers-page";
import { CustomerDetail } from "~/components/admin/customer-detail";

export async function loader({ request, context }: RouteArgs) {
  return data(await loadCustomerPage(await appContextOf(context), request, { context }), {
    headers: { "Cache-Control": "private, no-store" },
  });
}

export default function AdminCustomer() {
  const page = useLoaderData<typeof loader>();
  return page ? <CustomerDetail view={page} /> : null;
}
