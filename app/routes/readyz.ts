import { appContextOf, type RouteArgs } from "~/.server/context";
import { pingDatabase } from "~/.server/db";

export async function loader({ context }: RouteArgs) {
  const ready = await pingDatabase(() => appContextOf(context).then((app) => app.db));
  return new Response(ready ? "ready" : "database unavailable", {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
