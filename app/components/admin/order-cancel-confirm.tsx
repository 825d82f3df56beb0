import { Form, Link } from "react-router";
import {
  error as errorStyle,
  hint,
  label as labelStyle,
  textarea,
} from "~/components/forms/form.css";
import { button } from "~/components/ui/button.css";
import type { FulfilmentState } from "~/utils/fulfilment";
import { MAX_CUSTOMER_MESSAGE } from "~/utils/forms/order-admin-limits";
import * as styles from "./admin.css";

/** A cancel ends the order and refunds what is left, so it takes a second, deliberate click. */
export function CancelConfirm({
  from,
  leftToRefund,
  email,
  back,
  error,
  message,
}: {
  from: FulfilmentState;
  leftToRefund: string;
  email: string;
  back: string;
  error: string | undefined;
  message: string | undefined;
}) {
  const question = leftToRefund
    ? `Cancel the order and refund ${leftToRefund} to ${email}?`
    : `Cancel the order of ${email}?`;
  return (
    <div
      role="alertdialog"
      aria-labelledby="cancel-title"
      aria-describedby="cancel-what"
      className={styles.card}
    >
      <h3 id="cancel-title" className={styles.wrap}>
        {question}
      </h3>
      <p id="cancel-what">
        {leftToRefund ? "What is left is refunded and the" : "The"} customer gets an e-mail. This
        cannot be undone.
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="fulfil" />
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="to" value="cancelled" />
        <label htmlFor="cancel-message" className={labelStyle}>
          Send the customer a message
        </label>
        <p id="cancel-message-hint" className={hint}>
          Optional. It goes in the e-mail saying the order is cancelled.
        </p>
        <textarea
          id="cancel-message"
          name="message"
          rows={3}
          maxLength={MAX_CUSTOMER_MESSAGE}
          className={textarea}
          defaultValue={message ?? ""}
          aria-describedby={error ? "cancel-message-hint cancel-error" : "cancel-message-hint"}
        />
        {error ? (
          <p id="cancel-error" role="alert" className={errorStyle}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={button.primary}>
            {leftToRefund ? `Cancel and refund ${leftToRefund}` : "Cancel the order"}
          </button>
          <Link to={back}>Keep the order</Link>
        </div>
      </Form>
    </div>
  );
}
