import { Form } from "react-router";
import { error as errorStyle, hint, input, label as labelStyle } from "~/components/forms/form.css";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatMoney } from "~/utils/money";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";

export type RefundsView = {
  refunds: {
    amountCents: number;
    refundId: string;
    adminEmail: string | null;
    createdAt: string;
  }[];
  leftCents: number;
  refundable: boolean;
  /** The partial refund form's key: the same form sent twice refunds once. */
  refundKey: string;
};

export function OrderRefunds({
  view,
  error,
  values,
}: {
  view: RefundsView;
  error: string | undefined;
  values: Record<string, string> | undefined;
}) {
  if (view.refunds.length === 0 && !view.refundable) return null;
  const formKey = values?.key || view.refundKey;
  const describedBy = error ? "refund-amount-hint refund-amount-error" : "refund-amount-hint";
  return (
    <section aria-labelledby="refunds-title" className={styles.card}>
      <h3 id="refunds-title">Refunds</h3>
      {view.refunds.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Each refund of the order, oldest first</caption>
          <TableHead
            columns={[
              { label: "When" },
              { label: "Amount" },
              { label: "By" },
              { label: "Reference" },
            ]}
          />
          <tbody>
            {view.refunds.map((refund) => (
              <tr key={refund.refundId}>
                <Cell label="When">
                  <LocalTime at={refund.createdAt} />
                </Cell>
                <Cell label="Amount">{formatMoney(refund.amountCents, { cents: true })}</Cell>
                <Cell label="By">
                  <span className={styles.wrap}>{refund.adminEmail ?? "—"}</span>
                </Cell>
                <Cell label="Reference">
                  <span className={styles.wrap}>{refund.refundId}</span>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <p>Left to refund: {formatMoney(view.leftCents, { cents: true })}</p>
      {view.refundable ? (
        // A new key after each refund draws the form anew, empty; a refused one keeps its input.
        <Form key={formKey} method="post" aria-label="Refund part of the order">
          <input type="hidden" name="intent" value="partial-refund" />
          <input type="hidden" name="key" value={formKey} />
          <label htmlFor="refund-amount" className={labelStyle}>
            Amount to refund, in dollars
          </label>
          <p id="refund-amount-hint" className={hint}>
            Up to {formatMoney(view.leftCents, { cents: true })}. The customer gets an e-mail.
          </p>
          <input
            id="refund-amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            className={input}
            defaultValue={values?.amount ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          {error ? (
            <p id="refund-amount-error" role="alert" className={errorStyle}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={button.secondary}>
              Refund this amount
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
