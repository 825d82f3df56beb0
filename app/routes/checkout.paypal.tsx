import { appContextOf, type RouteArgs } from "~/.server/context";
import { returnFromPayPal } from "~/.server/checkout/paypal-return";
import { privatePage } from "~/utils/cache-policy";
import { routeLoader } from "~/.server/route-loader";

export const headers = privatePage;

export const loader = routeLoader(async ({ request, context }: RouteArgs) =>
  returnFromPayPal(await appContextOf(context), request),
);

/** Never drawn: the loader always redirects, or the 404 is drawn by the root error page. */
export default function PayPalReturn() {
  return null;
}
