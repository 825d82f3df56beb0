import type { LoaderFunctionArgs } from "@remix-run/node";
import { returnFromPayPal } from "~/.server/paypal-return";

/** PayPal's return and cancel URL (ADR 21): captures once, then on to the order history. */
export const loader = ({ request }: LoaderFunctionArgs) => returnFromPayPal(request);

/** Never drawn: the loader always redirects, or the 404 is drawn by the root error page. */
export default function PayPalReturn() {
  return null;
}
