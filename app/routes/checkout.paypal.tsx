import { appContextOf, type RouteArgs } from "~/.server/context";
import { returnFromPayPal } from "~/.server/checkout/paypal-return";
import { privatePage } from "~/utils/cache-policy";
export const headers = privatePage;

export async function loader({ request, context }: RouteArgs) {
  return returnFromPayPal(await appContextOf(context), request);
}

/** Never drawn: the loader always redirects, or the 404 is drawn by the root error page. */
export default function PayPalReturn() {
  return null;
}
