import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/.server/config";
import { failLeadStoreFor } from "~/.server/test-faults";

/**
 * Browser tests only (ENABLE_TEST_HOOKS, localhost): `/__test/fail?leadEmail=x@y` makes every
 * later submission with that e-mail fail to store, to show the visitor the failure path. 404
 * otherwise.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!getConfig().testHooks) throw new Response("Not Found", { status: 404 });
  const email = new URL(request.url).searchParams.get("leadEmail");
  if (!email) throw new Response("leadEmail is required", { status: 400 });
  failLeadStoreFor(email);
  return new Response("ok", { headers: { "Content-Type": "text/plain" } });
}
