import { webhookAction } from "~/.server/payments/webhook-action";

export const action = webhookAction("square");
