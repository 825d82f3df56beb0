import { z } from "zod";
import { fulfilmentStates } from "../fulfilment";
import { formatMoney } from "../money";
import { MAX_CUSTOMER_MESSAGE } from "./order-admin-limits";

export const orderFormMessages = {
  move: "Choose what to mark the order.",
  messageTooLong: `The message can hold ${MAX_CUSTOMER_MESSAGE} characters at most.`,
  amount: "Enter the amount to refund in dollars, such as 25 or 25.50.",
  amountZero: "The amount to refund must be more than $0.00.",
  amountOver: (leftCents: number) =>
    `The amount is more than what is left to refund (${formatMoney(leftCents, { cents: true })}).`,
  key: "This form is out of date. Reload the page and try again.",
} as const;

export const fulfilmentFormSchema = z.object({
  from: z.enum(fulfilmentStates, { message: orderFormMessages.key }),
  to: z.enum(["in_progress", "delivered", "cancelled"], { message: orderFormMessages.move }),
  message: z
    .string()
    .trim()
    .max(MAX_CUSTOMER_MESSAGE, orderFormMessages.messageTooLong)
    .optional()
    .transform((value) => value || undefined),
});

function dollarsToCents(typed: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  const dollars = Number(match[1]!.replaceAll(",", ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  return dollars * 100 + cents;
}

export const partialRefundFormSchema = z.object({
  key: z.string({ message: orderFormMessages.key }).uuid(orderFormMessages.key),
  amount: z.string({ message: orderFormMessages.amount }).transform((typed, ctx) => {
    const cents = dollarsToCents(typed);
    if (cents === undefined) {
      ctx.addIssue({ code: "custom", message: orderFormMessages.amount });
      return z.NEVER;
    }
    if (cents <= 0) {
      ctx.addIssue({ code: "custom", message: orderFormMessages.amountZero });
      return z.NEVER;
    }
    return cents;
  }),
});
