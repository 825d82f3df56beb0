import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

/** `/store` is the storefront's old address: it sends visitors to Book Now, keeping the query. */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  return redirect(`/book-now${search}`, 301);
}
