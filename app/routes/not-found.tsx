/** Any URL no other route answers: the root layout's 404 page (its error boundary). */
import { routeLoader } from "~/.server/route-loader";
export const loader = routeLoader(() => {
  throw new Response("Not Found", { status: 404 });
});

export default function NotFound() {
  return null;
}
