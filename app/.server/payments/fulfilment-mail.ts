import { site } from "~/content/site";
import { formatLocalDateTime } from "~/utils/local-time";
import { htmlMail, textMail } from "../mail/html";
import type { OrderMail } from "./order-mail";

const headings: Record<string, (number: string) => string> = {
  in_progress: (n) => `We have started on order ${n}`,
  delivered: (n) => `Order ${n} is delivered`,
  cancelled: (n) => `Order ${n} is cancelled`,
};

const intros: Record<string, (product: string) => string> = {
  in_progress: (p) => `Work on ${p} is under way.`,
  delivered: (p) => `We have delivered ${p}. Thank you for working with us.`,
  cancelled: (p) =>
    `We have cancelled your order for ${p}. Whatever was not refunded yet is refunded; a separate e-mail says how much.`,
};

export function fulfilmentEmail(fields: Record<string, unknown>, timeZone: string): OrderMail {
  const field = (name: string) => String(fields[name] ?? "");
  const number = field("orderNumber") || field("orderId");
  const state = field("fulfilment");
  const at = field("at");
  const when = at && !Number.isNaN(Date.parse(at)) ? formatLocalDateTime(at, timeZone) : "";
  const message = field("message");
  const body = {
    heading: (headings[state] ?? ((n: string) => `An update on order ${n}`))(number),
    intro: [
      (intros[state] ?? (() => "Your order has an update."))(field("product")),
      ...(message ? [`A message from ${site.name}:`, message] : []),
    ],
    facts: [
      ["Order number", number],
      ["Service", field("product")],
      ["Status", field("fulfilmentLabel")],
      ...(when ? [["Updated on", when] as [string, string]] : []),
    ] as [string, string][],
    outro: [`Questions? Reply to this e-mail or write to ${site.email}.`],
    links: [["Your order", field("orderUrl")]] as [string, string][],
  };
  const subject = `${site.name}: order ${number} is ${field("fulfilmentLabel").toLowerCase()}`;
  return { subject, text: textMail(body), html: htmlMail(body) };
}
