import { Form, Link } from "react-router";
import {
  error as errorStyle,
  hint,
  label as labelStyle,
  textarea,
} from "~/components/forms/form.css";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/styles/utilities.css";
import {
  fulfilmentActions,
  fulfilmentLabels,
  type FulfilmentMove,
  type FulfilmentState,
} from "~/utils/fulfilment";
import { MAX_CUSTOMER_MESSAGE } from "~/utils/forms/order-admin-limits";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";

type ForwardMove = Exclude<FulfilmentMove, "cancelled">;

export type FulfilmentView = {
  state: FulfilmentState;
  history: {
    state: FulfilmentState;
    message: string | null;
    adminEmail: string;
    changedAt: string;
  }[];
  moves: Exclude<FulfilmentState, "received">[];
  leftToRefund: string;
  confirmCancelPath: string | null;
};

/** The form carries the state it was drawn in, so a stale or replayed form changes nothing. */
export function OrderFulfilment({
  view,
  error,
  message,
}: {
  view: FulfilmentView;
  error: string | undefined;
  message: string | undefined;
}) {
  const forward = view.moves.filter((to): to is ForwardMove => to !== "cancelled");
  const cancelLabel = view.leftToRefund
    ? `Cancel the order and refund ${view.leftToRefund}…`
    : "Cancel the order…";
  return (
    <section aria-labelledby="fulfilment-title" className={styles.card}>
      <h3 id="fulfilment-title">Fulfilment: {fulfilmentLabels[view.state]}</h3>
      {view.history.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Each move of the order, oldest first</caption>
          <TableHead
            columns={[
              { label: "When" },
              { label: "Marked" },
              { label: "Message" },
              { label: "By" },
            ]}
          />
          <tbody>
            {view.history.map((change) => (
              <tr key={`${change.changedAt}-${change.state}`}>
                <Cell label="When">
                  <LocalTime at={change.changedAt} />
                </Cell>
                <Cell label="Marked">{fulfilmentLabels[change.state]}</Cell>
                <Cell label="Message">
                  <span className={styles.wrap}>{change.message ?? "—"}</span>
                </Cell>
                <Cell label="By">
                  <span className={styles.wrap}>{change.adminEmail}</span>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {error ? (
        <p role="alert" id="fulfil-error" className={errorStyle}>
          {error}
        </p>
      ) : null}
      {forward.length > 0 ? (
        // Drawn anew after each move, so the message sent with one is not sent again with the next.
        <Form key={view.state} method="post" aria-label="Move the order on">
          <input type="hidden" name="intent" value="fulfil" />
          <input type="hidden" name="from" value={view.state} />
          <label htmlFor="customer-message" className={labelStyle}>
            Send the customer a message
          </label>
          <p id="customer-message-hint" className={hint}>
            Optional. The customer gets an e-mail with each move; this text goes in it.
          </p>
          <textarea
            id="customer-message"
            name="message"
            rows={3}
            maxLength={MAX_CUSTOMER_MESSAGE}
            className={textarea}
            defaultValue={message ?? ""}
            aria-describedby={
              error ? "customer-message-hint fulfil-error" : "customer-message-hint"
            }
          />
          <div className={styles.actions}>
            {forward.map((to) => (
              <button key={to} type="submit" name="to" value={to} className={button.primary}>
                {fulfilmentActions[to]}
              </button>
            ))}
          </div>
        </Form>
      ) : null}
      {view.moves.includes("cancelled") && view.confirmCancelPath ? (
        <p>
          <Link to={view.confirmCancelPath} className={button.outline}>
            {cancelLabel}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
