/** Liveness: the process is up and answering. */
import { routeLoader } from "~/.server/route-loader";
export const loader = routeLoader(() => {
  return new Response("ok", {
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
});
