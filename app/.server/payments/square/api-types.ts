/** Only the fields the adapter sends or reads; every answer field is optional, as Square documents them. */
export type SquareMoney = { amount: number; currency: string };

export type CreatePaymentRequest = {
  idempotency_key: string;
  source_id: string;
  amount_money: SquareMoney;
  location_id: string;
  reference_id: string;
  buyer_email_address: string;
  autocomplete: boolean;
  note: string;
};
export type PaymentAnswer = {
  payment?: { id?: string; status?: string; card_details?: { card?: unknown } };
};

export type SearchCustomersRequest = {
  query: { filter: { email_address: { exact: string } } };
  limit: number;
};
export type SearchCustomersAnswer = { customers?: { id?: string }[] };

export type CreateCustomerRequest = {
  idempotency_key: string;
  email_address: string;
  reference_id: string;
};
export type CustomerAnswer = { customer?: { id?: string } };

export type CreateOrderRequest = {
  idempotency_key: string;
  order: {
    location_id: string;
    customer_id: string;
    reference_id: string;
    line_items: { name: string; quantity: string; base_price_money: SquareMoney }[];
  };
};
export type OrderAnswer = { order?: { id?: string; tenders?: { payment_id?: string }[] } };

export type CreateInvoiceRequest = {
  idempotency_key: string;
  invoice: {
    location_id: string;
    order_id: string;
    primary_recipient: { customer_id: string };
    payment_requests: { request_type: "BALANCE"; due_date: string }[];
    delivery_method: "EMAIL";
    accepted_payment_methods: {
      card: boolean;
      square_gift_card: boolean;
      bank_account: boolean;
      buy_now_pay_later: boolean;
    };
    title: string;
    description: string;
  };
};
export type PublishInvoiceRequest = { version: number; idempotency_key: string };
export type InvoiceAnswer = {
  invoice?: { id?: string; version?: number; order_id?: string; public_url?: string };
};

export type RefundPaymentRequest = {
  idempotency_key: string;
  payment_id: string;
  amount_money: SquareMoney;
  reason: string;
};
export type RefundAnswer = { refund?: { id?: string; status?: string } };
