import { ProviderRefusal, type InvoiceIssuer, type Payer, type PaymentItem } from "../port";
import type {
  CreateCustomerRequest,
  CreateInvoiceRequest,
  CreateOrderRequest,
  CustomerAnswer,
  InvoiceAnswer,
  OrderAnswer,
  PublishInvoiceRequest,
  SearchCustomersAnswer,
  SearchCustomersRequest,
} from "./api-types";
import type { SquareClient } from "./client";
import { squareRefusal } from "./errors";
import { squareIdempotencyKey } from "./idempotency";
import { squareMoney } from "./money";

const DAYS_TO_PAY = 7;

export function dueDate(days: number, now = new Date()): string {
  const due = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  return due.toISOString().slice(0, 10);
}

/** Square's own detail is for developers; it stays in the logged cause. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refusal = squareRefusal(error, what);
    const cause = new Error(
      `Square refused ${what}: ${refusal.code}${refusal.detail ? ` (${refusal.detail})` : ""}`,
      { cause: error },
    );
    throw new ProviderRefusal(INVOICE_REFUSED, { cause });
  }
}

const INVOICE_REFUSED = "Failed to create AfterPay invoice";

function required<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Square's answer has no ${what}`);
  return value;
}

/** A replay on a later day computes another due date, which Square refuses: an error, never a second invoice. */
export function squareInvoiceIssuer(client: SquareClient, locationId: string): InvoiceIssuer {
  async function customerFor(payer: Payer, key: string): Promise<string> {
    const found = await call("the customer search", () =>
      client.post<SearchCustomersAnswer>("/v2/customers/search", {
        query: { filter: { email_address: { exact: payer.email } } },
        limit: 1,
      } satisfies SearchCustomersRequest),
    );
    const existing = found.customers?.[0]?.id;
    if (existing) return existing;
    const created = await call("the new customer", () =>
      client.post<CustomerAnswer>("/v2/customers", {
        idempotency_key: squareIdempotencyKey(key, "customer"),
        email_address: payer.email,
        reference_id: payer.userId,
      } satisfies CreateCustomerRequest),
    );
    return required(created.customer?.id, "customer id");
  }

  async function orderFor(item: PaymentItem, customerId: string, key: string): Promise<string> {
    const { order } = await call("the order", () =>
      client.post<OrderAnswer>("/v2/orders", {
        idempotency_key: squareIdempotencyKey(key, "order"),
        order: {
          location_id: locationId,
          customer_id: customerId,
          reference_id: item.reference,
          line_items: [
            {
              name: item.title,
              quantity: "1",
              base_price_money: squareMoney(item.amountCents, item.currency),
            },
          ],
        },
      } satisfies CreateOrderRequest),
    );
    return required(order?.id, "order id");
  }

  return {
    async issue({ item, payer, idempotencyKey }) {
      const customerId = await customerFor(payer, idempotencyKey);
      const orderId = await orderFor(item, customerId, idempotencyKey);
      const { invoice: draft } = await call("the invoice", () =>
        client.post<InvoiceAnswer>("/v2/invoices", {
          idempotency_key: squareIdempotencyKey(idempotencyKey, "invoice"),
          invoice: {
            location_id: locationId,
            order_id: orderId,
            primary_recipient: { customer_id: customerId },
            payment_requests: [{ request_type: "BALANCE", due_date: dueDate(DAYS_TO_PAY) }],
            delivery_method: "EMAIL",
            accepted_payment_methods: {
              card: true,
              square_gift_card: false,
              bank_account: false,
              buy_now_pay_later: true,
            },
            title: item.title,
            description: `Order ${item.orderNumber}`,
          },
        } satisfies CreateInvoiceRequest),
      );
      const invoiceId = required(draft?.id, "invoice id");
      const { invoice } = await call("the invoice's publication", () =>
        client.post<InvoiceAnswer>(`/v2/invoices/${encodeURIComponent(invoiceId)}/publish`, {
          version: required(draft?.version, "invoice version"),
          idempotency_key: squareIdempotencyKey(idempotencyKey, "publish"),
        } satisfies PublishInvoiceRequest),
      );
      return { invoiceId, publicUrl: invoice?.public_url };
    },
  };
}
