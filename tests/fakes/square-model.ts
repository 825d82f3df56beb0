import { randomBytes } from "node:crypto";
import { sandboxNonces } from "~/.server/payments/card-declines";

/**
 * The state of the fake Square (./square-server.ts) and its answers to the calls the Square
 * adapter makes, in Square's REST shapes (snake_case JSON, money as `{ amount, currency }` in
 * minor units), as documented for the Payments, Refunds, Customers, Orders and Invoices APIs. It keeps
 * only the fields the adapter sends or reads, plus the ones that make an object recognisable.
 */
export type Json = Record<string, unknown>;

type Money = { amount: number; currency: string };

/** A Square error answer: `{ errors: [{ category, code, detail, field? }], ...extra }`. */
export class SquareApiError extends Error {
  constructor(
    readonly status: number,
    readonly category: string,
    readonly code: string,
    readonly detail: string,
    readonly extra: Json = {},
    readonly field?: string,
  ) {
    super(detail);
  }

  body(): Json {
    const error = { category: this.category, code: this.code, detail: this.detail };
    return { errors: [this.field ? { ...error, field: this.field } : error], ...this.extra };
  }
}

const invalid = (code: string, detail: string, field?: string) =>
  new SquareApiError(400, "INVALID_REQUEST_ERROR", code, detail, {}, field);

const notFound = (what: string, id: string) =>
  new SquareApiError(404, "INVALID_REQUEST_ERROR", "NOT_FOUND", `Could not find ${what} ${id}`);

/** Square's ids are opaque base-62-looking strings; the prefix only helps a reader of a test. */
function squareId(prefix = ""): string {
  return prefix + randomBytes(18).toString("base64url").replace(/[-_]/g, "X").slice(0, 24);
}

function money(value: unknown, field: string): Money {
  const m = value as Partial<Money> | undefined;
  if (!m || typeof m.amount !== "number" || typeof m.currency !== "string") {
    throw invalid("MISSING_REQUIRED_PARAMETER", `Field must be set`, field);
  }
  if (!Number.isInteger(m.amount) || m.amount < 0) {
    throw invalid("INVALID_VALUE", `Invalid amount ${String(m.amount)}`, `${field}.amount`);
  }
  return { amount: m.amount, currency: m.currency };
}

function requiredText(body: Json, field: string): string {
  const value = body[field];
  if (typeof value !== "string" || value === "") {
    throw invalid("MISSING_REQUIRED_PARAMETER", "Field must be set", field);
  }
  return value;
}

export class FakeSquareState {
  readonly payments = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly orders = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();

  constructor(
    readonly locationId: string,
    readonly merchantId: string,
    /** The fake's base URL, for the invoices' public pages. */
    private readonly baseUrl: () => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private timestamp() {
    return this.now().toISOString();
  }

  /** `location_id` of `body` must be the fake's location; `label` names the field in errors. */
  private checkLocation(body: Json, label = "location_id") {
    const locationId = body.location_id;
    if (typeof locationId !== "string" || locationId === "") {
      throw invalid("MISSING_REQUIRED_PARAMETER", "Field must be set", label);
    }
    if (locationId !== this.locationId) throw notFound("location", locationId);
  }

  /**
   * `POST /v2/payments`. The sandbox's test nonces decide the outcome: `cnon:card-nonce-ok`
   * completes; the others fail authorization, answered as Square does with a 400 whose error
   * is a PAYMENT_METHOD_ERROR and, when the card reached the issuer, the FAILED payment itself.
   * Any other source id is refused as invalid (the fake has no real card tokens).
   */
  createPayment(body: Json): Json {
    const sourceId = requiredText(body, "source_id");
    const amountMoney = money(body.amount_money, "amount_money");
    this.checkLocation(body);
    if (!(sourceId in sandboxNonces)) {
      throw invalid(
        "NOT_FOUND",
        "Card nonce not found in this `sandbox` application environment.",
        "source_id",
      );
    }
    const refusal = sandboxNonces[sourceId];
    if (refusal === "CARD_TOKEN_USED") {
      // The token was spent before: Square refuses it before any authorization, so no payment.
      throw new SquareApiError(
        400,
        "PAYMENT_METHOD_ERROR",
        refusal,
        "Card nonce already used; please request new nonce.",
      );
    }
    const at = this.timestamp();
    const payment: Json = {
      id: squareId(),
      created_at: at,
      updated_at: at,
      amount_money: amountMoney,
      total_money: amountMoney,
      approved_money: refusal ? { amount: 0, currency: amountMoney.currency } : amountMoney,
      status: refusal ? "FAILED" : "COMPLETED",
      source_type: "CARD",
      card_details: {
        status: refusal ? "FAILED" : "CAPTURED",
        card: { card_brand: "VISA", last_4: "1111", exp_month: 12, exp_year: 2030 },
        entry_method: "KEYED",
      },
      location_id: this.locationId,
      order_id: squareId(),
      reference_id: body.reference_id,
      note: body.note,
      buyer_email_address: body.buyer_email_address,
      version_token: squareId(),
    };
    this.payments.set(payment.id as string, payment);
    if (refusal) {
      throw new SquareApiError(
        400,
        "PAYMENT_METHOD_ERROR",
        refusal,
        `Authorization error: '${refusal}'`,
        { payment },
      );
    }
    return { payment };
  }

  /** `POST /v2/customers/search`: only the `email_address.exact` filter the adapter uses. */
  searchCustomers(body: Json): Json {
    const query = body.query as { filter?: { email_address?: { exact?: unknown } } } | undefined;
    const exact = query?.filter?.email_address?.exact;
    const matches = [...this.customers.values()].filter(
      (c) => exact === undefined || c.email_address === exact,
    );
    const limit = typeof body.limit === "number" ? body.limit : 100;
    // Square answers `{}` when nothing matches (no empty list).
    return matches.length ? { customers: matches.slice(0, limit) } : {};
  }

  /** `POST /v2/customers`: Square needs at least a name, company or e-mail address or phone. */
  createCustomer(body: Json): Json {
    const anyOf = ["given_name", "family_name", "company_name", "email_address", "phone_number"];
    if (!anyOf.some((field) => typeof body[field] === "string" && body[field] !== "")) {
      throw invalid(
        "MISSING_REQUIRED_PARAMETER",
        "At least one of the following parameters must be set: given_name, family_name, company_name, email_address, phone_number",
      );
    }
    const at = this.timestamp();
    const customer: Json = {
      id: squareId(),
      created_at: at,
      updated_at: at,
      email_address: body.email_address,
      reference_id: body.reference_id,
      preferences: { email_unsubscribed: false },
      creation_source: "THIRD_PARTY",
      version: 0,
    };
    this.customers.set(customer.id as string, customer);
    return { customer };
  }

  /** `POST /v2/orders`: an OPEN order of ad-hoc line items (name, quantity, base price). */
  createOrder(body: Json): Json {
    const input = (body.order ?? {}) as Json;
    this.checkLocation(input, "order.location_id");
    const items = Array.isArray(input.line_items) ? (input.line_items as Json[]) : [];
    if (items.length === 0) {
      throw invalid("MISSING_REQUIRED_PARAMETER", "Field must be set", "order.line_items");
    }
    if (input.customer_id !== undefined && !this.customers.has(String(input.customer_id))) {
      throw notFound("customer", String(input.customer_id));
    }
    const lineItems = items.map((item, i) => {
      const quantity = Number(item.quantity);
      const base = money(item.base_price_money, `order.line_items[${i}].base_price_money`);
      if (!item.name || !Number.isInteger(quantity) || quantity < 1) {
        throw invalid("INVALID_VALUE", "Invalid line item", `order.line_items[${i}]`);
      }
      return {
        uid: squareId(),
        name: item.name,
        quantity: String(quantity),
        base_price_money: base,
        total_money: { amount: base.amount * quantity, currency: base.currency },
      };
    });
    const currency = lineItems[0]!.total_money.currency;
    const total = lineItems.reduce((sum, item) => sum + item.total_money.amount, 0);
    const at = this.timestamp();
    const order: Json = {
      id: squareId(),
      location_id: this.locationId,
      reference_id: input.reference_id,
      customer_id: input.customer_id,
      line_items: lineItems,
      total_money: { amount: total, currency },
      net_amount_due_money: { amount: total, currency },
      state: "OPEN",
      version: 1,
      created_at: at,
      updated_at: at,
    };
    this.orders.set(order.id as string, order);
    return { order };
  }

  /**
   * `POST /v2/invoices`: a DRAFT invoice for an OPEN order not yet invoiced, with a primary
   * recipient who is a customer, and payment requests each with a due date.
   */
  createInvoice(body: Json): Json {
    const input = (body.invoice ?? {}) as Json;
    this.checkLocation(input, "invoice.location_id");
    const orderId = requiredText(input, "order_id");
    const order = this.orders.get(orderId);
    if (!order) throw notFound("order", orderId);
    if ([...this.invoices.values()].some((inv) => inv.order_id === orderId)) {
      throw invalid("BAD_REQUEST", `Order ${orderId} already has an invoice`, "invoice.order_id");
    }
    const recipient = (input.primary_recipient ?? {}) as Json;
    const customer = this.customers.get(String(recipient.customer_id));
    if (!customer) throw notFound("customer", String(recipient.customer_id));
    const requests = Array.isArray(input.payment_requests)
      ? (input.payment_requests as Json[])
      : [];
    if (
      requests.length === 0 ||
      requests.some((r) => !/^\d{4}-\d{2}-\d{2}$/.test(String(r.due_date)))
    ) {
      throw invalid(
        "INVALID_VALUE",
        "Each payment request needs a due_date",
        "invoice.payment_requests",
      );
    }
    if (!input.delivery_method) {
      throw invalid("MISSING_REQUIRED_PARAMETER", "Field must be set", "invoice.delivery_method");
    }
    const total = order.total_money as Money;
    const at = this.timestamp();
    const invoice: Json = {
      id: squareId("inv:0-"),
      version: 0,
      location_id: this.locationId,
      order_id: orderId,
      primary_recipient: { customer_id: customer.id, email_address: customer.email_address },
      payment_requests: requests.map((r) => ({
        uid: squareId(),
        request_type: r.request_type,
        due_date: r.due_date,
        tipping_enabled: false,
        computed_amount_money: total,
        total_completed_amount_money: { amount: 0, currency: total.currency },
        automatic_payment_source: "NONE",
      })),
      delivery_method: input.delivery_method,
      invoice_number: String(this.invoices.size + 1).padStart(6, "0"),
      title: input.title,
      ...(input.description !== undefined && { description: input.description }),
      status: "DRAFT",
      timezone: "Etc/UTC",
      accepted_payment_methods: input.accepted_payment_methods,
      created_at: at,
      updated_at: at,
    };
    this.invoices.set(invoice.id as string, invoice);
    return { invoice };
  }

  /**
   * `POST /v2/invoices/{id}/publish`: DRAFT → UNPAID, with its public page. The version must be
   * the invoice's current one (Square's optimistic concurrency).
   */
  publishInvoice(invoiceId: string, body: Json): Json {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw notFound("invoice", invoiceId);
    if (body.version !== invoice.version) {
      throw invalid(
        "VERSION_MISMATCH",
        `Version ${String(body.version)} is not the invoice's current version ${String(invoice.version)}`,
        "version",
      );
    }
    if (invoice.status !== "DRAFT") {
      throw invalid("BAD_REQUEST", `Invoice ${invoiceId} is ${String(invoice.status)}, not DRAFT`);
    }
    Object.assign(invoice, {
      status: "UNPAID",
      version: (invoice.version as number) + 1,
      public_url: `${this.baseUrl()}/pay-invoice/${encodeURIComponent(invoiceId)}`,
      next_payment_amount_money: (invoice.payment_requests as Json[])[0]?.computed_amount_money,
      updated_at: this.timestamp(),
    });
    return { invoice: structuredClone(invoice) };
  }

  /** The payer pays a published invoice in full on its public page: UNPAID → PAID. */
  payInvoice(invoiceId: string): Json {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`No invoice ${invoiceId}`);
    if (invoice.status !== "UNPAID") {
      throw new Error(`Invoice ${invoiceId} is ${String(invoice.status)}, not UNPAID`);
    }
    const requests = invoice.payment_requests as Json[];
    for (const request of requests) {
      request.total_completed_amount_money = request.computed_amount_money;
    }
    Object.assign(invoice, {
      status: "PAID",
      version: (invoice.version as number) + 1,
      next_payment_amount_money: undefined,
      updated_at: this.timestamp(),
    });
    const order = this.orders.get(String(invoice.order_id));
    if (order) {
      // Square pays the invoice's order with a payment, which the order lists as its tender.
      const at = this.timestamp();
      const amountMoney = order.total_money as Money;
      const payment: Json = {
        id: squareId(),
        created_at: at,
        updated_at: at,
        amount_money: amountMoney,
        total_money: amountMoney,
        approved_money: amountMoney,
        status: "COMPLETED",
        source_type: "CARD",
        location_id: this.locationId,
        order_id: order.id,
        version_token: squareId(),
      };
      this.payments.set(payment.id as string, payment);
      Object.assign(order, {
        state: "COMPLETED",
        tenders: [
          {
            id: squareId(),
            location_id: this.locationId,
            transaction_id: order.id,
            created_at: at,
            amount_money: amountMoney,
            type: "CARD",
            payment_id: payment.id,
          },
        ],
        updated_at: at,
      });
    }
    return structuredClone(invoice);
  }

  /** `GET /v2/invoices/{id}`. */
  getInvoice(invoiceId: string): Json {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw notFound("invoice", invoiceId);
    return { invoice: structuredClone(invoice) };
  }

  /** `GET /v2/orders/{id}`. */
  getOrder(orderId: string): Json {
    const order = this.orders.get(orderId);
    if (!order) throw notFound("order", orderId);
    return { order: structuredClone(order) };
  }

  /**
   * `POST /v2/refunds` (RefundPayment): a refund of a COMPLETED payment, at most what is left of
   * it, in its currency. Square answers the new refund PENDING (it completes later); more than
   * is left (a second full refund) is refused with REFUND_AMOUNT_INVALID.
   */
  refundPayment(body: Json): Json {
    const paymentId = requiredText(body, "payment_id");
    const amountMoney = money(body.amount_money, "amount_money");
    const payment = this.payments.get(paymentId);
    if (!payment) throw notFound("payment", paymentId);
    if (payment.status !== "COMPLETED") {
      throw invalid("PAYMENT_NOT_REFUNDABLE", `Payment ${paymentId} is ${String(payment.status)}`);
    }
    const total = payment.total_money as Money;
    if (amountMoney.currency !== total.currency) {
      throw invalid(
        "REFUND_AMOUNT_INVALID",
        "The refund's currency is not the payment's",
        "amount_money.currency",
      );
    }
    const refunded = (payment.refunded_money as Money | undefined)?.amount ?? 0;
    if (amountMoney.amount <= 0 || amountMoney.amount > total.amount - refunded) {
      throw invalid(
        "REFUND_AMOUNT_INVALID",
        "The requested refund amount exceeds the amount available to refund.",
        "amount_money.amount",
      );
    }
    const at = this.timestamp();
    const refund: Json = {
      id: `${paymentId}_${squareId()}`,
      status: "PENDING",
      amount_money: amountMoney,
      payment_id: paymentId,
      order_id: payment.order_id,
      location_id: this.locationId,
      reason: body.reason,
      created_at: at,
      updated_at: at,
    };
    this.refunds.set(refund.id as string, refund);
    Object.assign(payment, {
      refunded_money: { amount: refunded + amountMoney.amount, currency: total.currency },
      refund_ids: [...((payment.refund_ids as string[] | undefined) ?? []), refund.id],
      updated_at: at,
    });
    return { refund: structuredClone(refund) };
  }

  /** Square settles a refund: PENDING → COMPLETED (or REJECTED / FAILED). */
  settleRefund(refundId: string, status: "COMPLETED" | "REJECTED" | "FAILED" = "COMPLETED"): Json {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`No refund ${refundId}`);
    Object.assign(refund, { status, updated_at: this.timestamp() });
    return structuredClone(refund);
  }
}
