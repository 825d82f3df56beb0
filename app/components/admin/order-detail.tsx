import { Form, Link } from "react-router";
import { error as errorStyle, label as labelStyle, textarea } from "~/components/forms/form.css";
import { button } from "~/components/ui/button.css";
import { MAX_ORDER_NOTE } from "~/utils/admin-inputs";
import { cardLabel, type CardSummary } from "~/utils/card-label";
import { formatMoney } from "~/utils/money";
import type { FulfilmentState } from "~/utils/fulfilment";
import { formatOrderNumber } from "~/utils/order-number";
import { methodLabels, type OrderMethod } from "~/utils/order-status";
import { providerLabels } from "./field-labels";
import * as styles from "./admin.css";
import { LocalTime } from "./local-time";
import { CustomerLines, statusLabels, type OrderRow } from "./orders-list";
import { CancelConfirm } from "./order-cancel-confirm";
import { OrderFulfilment, type FulfilmentView } from "./order-fulfilment";
import { OrderRefunds, type RefundsView } from "./order-refunds";
import { OrderTimeline } from "~/components/orders/order-timeline";
import type { TimelineStep } from "~/utils/order-timeline";

export type OrderDetailView = Omit<RefundsView, "refunds"> & {
  order: OrderRow & {
    ownerNote: string | null;
    refundId: string | null;
    card: CardSummary | null;
    fulfilment: FulfilmentState;
  };
  timeline: TimelineStep[];
  events: { type: string; receivedAt: string }[];
  refunds: RefundsView["refunds"];
  fulfilmentHistory: FulfilmentView["history"];
  moves: FulfilmentView["moves"];
  confirmRefund: boolean;
  confirmCancel: boolean;
};

type Reply = {
  form: "note" | "refund" | "fulfil" | "partial-refund";
  error: string;
  note: string | null;
  values?: Record<string, string>;
};

export function OrderDetail({ view, reply }: { view: OrderDetailView; reply: Reply | undefined }) {
  const { order } = view;
  const amount = formatMoney(view.leftCents, { cents: true });
  const noteError = reply?.form === "note" ? reply : undefined;
  const refundError = reply?.form === "refund" ? reply.error : undefined;
  const here = `/admin/order?${new URLSearchParams({ id: order.id })}`;
  const leftToRefund = view.refundable && view.leftCents > 0 ? amount : "";
  const fulfilError = reply?.form === "fulfil" ? reply : undefined;
  // A failed cancel answers inside its question; any other move's error, above the moves.
  const cancelError =
    view.confirmCancel && fulfilError?.values?.to === "cancelled" ? fulfilError : undefined;
  const moveError = cancelError ? undefined : fulfilError;
  return (
    <div className={styles.card}>
      <p>
        <Link to="/admin/orders">All orders</Link>
      </p>
      <h2 className={styles.wrap}>
        Order {formatOrderNumber(order.number)}: {order.item},{" "}
        {formatMoney(order.amountCents, { cents: true })}
      </h2>
      {view.confirmRefund ? (
        <RefundConfirm
          amount={amount}
          email={order.payerEmail ?? "the customer"}
          cancel={here}
          error={refundError}
        />
      ) : view.confirmCancel ? (
        <CancelConfirm
          from={order.fulfilment}
          leftToRefund={leftToRefund}
          email={order.payerEmail ?? "the customer"}
          back={here}
          error={cancelError?.error}
          message={cancelError?.values?.message}
        />
      ) : null}
      {refundError && !view.confirmRefund ? (
        <p role="alert" className={errorStyle}>
          {refundError}
        </p>
      ) : null}
      <dl className={styles.details}>
        <dt>Customer</dt>
        <dd>
          <CustomerLines order={order} links />
        </dd>
        <dt>Status</dt>
        <dd>
          {statusLabels[order.status] ?? order.status}
          {order.failureMessage ? ` (${order.failureMessage})` : ""}
          {view.refundable && !view.confirmRefund ? (
            <>
              {" "}
              <Link
                to={`${here}&refund=confirm`}
                aria-label={`Refund ${amount}, all that is left, to the customer…`}
                className={button.outline}
              >
                Refund…
              </Link>
            </>
          ) : null}
        </dd>
        {order.refundId ? (
          <>
            <dt>Refund</dt>
            <dd>reference {order.refundId}</dd>
          </>
        ) : null}
        <dt>Provider</dt>
        <dd>
          {providerLabels[order.provider] ?? order.provider},{" "}
          {order.card
            ? cardLabel(order.card)
            : (methodLabels[order.method as OrderMethod] ?? order.method)}
          {order.providerRef ? `; its reference ${order.providerRef}` : ""}
        </dd>
        <dt>Placed</dt>
        <dd>
          <LocalTime at={order.createdAt} />
        </dd>
      </dl>
      <OrderFulfilment
        view={{
          state: order.fulfilment,
          history: view.fulfilmentHistory,
          moves: view.moves,
          leftToRefund,
          confirmCancelPath: view.confirmCancel ? null : `${here}&cancel=confirm`,
        }}
        error={moveError?.error}
        message={moveError?.values?.message}
      />
      <OrderRefunds
        view={view}
        error={reply?.form === "partial-refund" ? reply.error : undefined}
        values={reply?.form === "partial-refund" ? reply.values : undefined}
      />
      <OrderTimeline
        steps={view.timeline}
        headingId="order-timeline"
        heading="History (as the customer sees it)"
        Heading="h3"
      />
      {view.events.length > 0 ? (
        <>
          <h3>Provider events</h3>
          <ul>
            {view.events.map((event) => (
              <li key={`${event.receivedAt}-${event.type}`}>
                <LocalTime at={event.receivedAt} />: {event.type}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Form method="post" className={styles.card} aria-label="Owner's note">
        <label htmlFor="owner-note" className={labelStyle}>
          Note (only you see it)
        </label>
        <textarea
          id="owner-note"
          name="note"
          rows={4}
          maxLength={MAX_ORDER_NOTE}
          className={textarea}
          defaultValue={noteError?.note ?? order.ownerNote ?? ""}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? "owner-note-error" : undefined}
        />
        {noteError ? (
          <p id="owner-note-error" role="alert" className={errorStyle}>
            {noteError.error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" name="intent" value="note" className={button.secondary}>
            Save note
          </button>
        </div>
      </Form>
    </div>
  );
}

function RefundConfirm({
  amount,
  email,
  cancel,
  error,
}: {
  amount: string;
  email: string;
  cancel: string;
  error: string | undefined;
}) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="refund-title"
      aria-describedby="refund-what"
      className={styles.card}
    >
      <h3 id="refund-title">
        Refund {amount} to {email}?
      </h3>
      <p id="refund-what">The customer gets an e-mail. This cannot be undone.</p>
      {error ? (
        <p role="alert" className={errorStyle}>
          {error}
        </p>
      ) : null}
      <Form method="post" className={styles.actions}>
        <button type="submit" name="intent" value="refund" className={button.primary}>
          Refund {amount}
        </button>
        <Link to={cancel}>Cancel</Link>
      </Form>
    </div>
  );
}
