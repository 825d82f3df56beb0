import { appContextOf } from "~/.server/app-context";
import { pingDatabase } from "~/.server/db";
import { routeLoader } from "~/.server/route-loader";

/** Readiness: the request's database answers a query. 503 until it does. */
export const loader = routeLoader(async ({ context }) => {
  const ready = await pingDatabase(() => appContextOf(context).then((app) => app.db));
  return new Response(ready ? "ready" : "database unavailable", {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
});
