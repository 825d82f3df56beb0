import type { LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/.server/config";
import { redirectWithToast } from "~/.server/toast";
import { safeRedirect } from "~/utils/safe-redirect";

/**
 * Browser tests only (ENABLE_TEST_HOOKS, localhost): flash a toast and redirect, the way every
 * action of the site does, so the toast machinery is tested before the forms exist. 404 otherwise.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!getConfig().testHooks) throw new Response("Not Found", { status: 404 });
  const url = new URL(request.url);
  const q = (name: string) => url.searchParams.get(name) ?? undefined;
  const actionLabel = q("actionLabel");
  return redirectWithToast(safeRedirect(q("to")), {
    title: q("title") ?? "Notice",
    description: q("description"),
    variant: q("variant") === "destructive" ? "destructive" : "default",
    action: actionLabel ? { label: actionLabel, href: safeRedirect(q("actionHref")) } : undefined,
  });
}
