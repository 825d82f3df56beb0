import { logger } from "../logger";
import { postedBytes } from "../security/posted-body";
import { appContextOf } from "../context";
import type { WebhookSource } from "./port";
import { receiveWebhook } from "./webhook-events";
import type { RouteArgs } from "~/.server/context";

const MAX_WEBHOOK_BYTES = 1024 * 1024;

/** Not a formAction: a provider posts from its servers without form or cookie; the signature authenticates. */
export function webhookAction(source: WebhookSource) {
  return async ({ request, context }: RouteArgs) => {
    if (request.method !== "POST") {
      return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
    }
    const body = postedBytes(context);
    if (body && body.byteLength > MAX_WEBHOOK_BYTES) {
      return new Response("Payload Too Large", { status: 413 });
    }
    const rawBody = body ? new TextDecoder().decode(body) : "";
    const { checkout } = await appContextOf(context);
    const answer = await receiveWebhook(checkout.db, checkout.providers, checkout.mail, source, {
      rawBody,
      headers: request.headers,
    });
    if (answer.status === 401) logger.warn("webhook refused: bad signature", { source });
    return new Response(answer.body, {
      status: answer.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  };
}
