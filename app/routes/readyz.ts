import { pingDatabase } from "~/.server/db";
import { routeLoader } from "~/.server/route-loader";

/** Readiness: the database answers a query. 503 until it does. */
export const loader = routeLoader(async () => {
  const ready = await pingDatabase();
  return new Response(ready ? "ready" : "database unavailable", {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
});
