import { webhookAction } from "~/.server/payments/webhook-action";

/** Square's payment events (ADR 21): verified over the raw body, processed once. */
export const action = webhookAction("square");
