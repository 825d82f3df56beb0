import { site } from "~/content/site";
import type { LeadsConfig } from "../config";
import type { Mailer } from "../mail/mailer";
import type { ClaimedDelivery, Senders } from "./outbox";
import { welcomeEmail } from "../newsletter/welcome-mail";
import { fulfilmentEmail } from "../payments/fulfilment-mail";
import { orderNoticeEmail, receiptEmail, refundEmail } from "../payments/order-mail";
import { forwarderBody, leadEmail, webhookBody } from "./targets";

const SEND_TIMEOUT_MS = 10_000;

/** A redirect throws too: a lead is never sent on to an address the target names. */
async function postJson(
  url: string,
  body: unknown,
  idempotencyKey: string,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: "manual",
  });
  // Read the body so the connection is released; only the status decides.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) {
    const error = new Error(`HTTP ${response.status} from ${new URL(url).host}`);
    throw Object.assign(error, { name: "HttpError", status: response.status });
  }
}

export type SenderOptions = {
  siteUrl: string;
  timeZone: string;
  newsletterSecret: () => string;
  timeoutMs?: number;
};

export function createSenders(
  config: LeadsConfig,
  mailer: Mailer,
  { siteUrl, timeZone, newsletterSecret, timeoutMs = SEND_TIMEOUT_MS }: SenderOptions,
): Senders {
  const required = (url: string | undefined, name: string) => {
    if (!url) throw new Error(`${name} is not configured`);
    return url;
  };
  return {
    webhook: (d: ClaimedDelivery) =>
      postJson(
        required(config.webhookUrl, "LEADS_WEBHOOK_URL"),
        webhookBody(d.lead),
        d.id,
        timeoutMs,
      ),
    forwarder: (d: ClaimedDelivery) =>
      postJson(
        required(config.forwardUrl, "LEADS_FORWARD_URL"),
        forwarderBody(d.lead),
        d.id,
        timeoutMs,
      ),
    email: (d: ClaimedDelivery) => {
      const message =
        d.lead.kind === "order"
          ? orderNoticeEmail(d.lead.fields, timeZone)
          : leadEmail(d.lead, timeZone);
      const replyTo = typeof d.lead.fields.email === "string" ? d.lead.fields.email : undefined;
      return mailer.send({ to: config.emailTo ?? site.email, ...message, id: d.id, replyTo });
    },
    receipt: (d: ClaimedDelivery) => {
      const to = d.lead.fields.email;
      if (typeof to !== "string" || to === "") throw new Error("the order has no e-mail address");
      return mailer.send({ to, ...receiptEmail(d.lead.fields, timeZone), id: d.id });
    },
    refund: (d: ClaimedDelivery) => {
      const to = d.lead.fields.email;
      if (typeof to !== "string" || to === "") throw new Error("the order has no e-mail address");
      return mailer.send({ to, ...refundEmail(d.lead.fields, timeZone), id: d.id });
    },
    fulfilment: (d: ClaimedDelivery) => {
      const to = d.lead.fields.email;
      if (typeof to !== "string" || to === "") throw new Error("the order has no e-mail address");
      return mailer.send({ to, ...fulfilmentEmail(d.lead.fields, timeZone), id: d.id });
    },
    welcome: (d: ClaimedDelivery) => {
      const mail = welcomeEmail(d.lead.fields.email, { siteUrl, secret: newsletterSecret() });
      return mailer.send({ to: String(d.lead.fields.email), ...mail, id: d.id });
    },
  };
}
