import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import { formatMoney } from "~/utils/money";
import * as styles from "./product-card.css";

/**
 * A catalogue card's price and, under it in muted text, how it can be paid: the payment plan, or
 * on the grant cards the pay-in-four line. The note is left out when there is none.
 */
export function PriceRow({
  item,
  note,
  noteKind = "payment-plan",
  perMonth = false,
}: {
  item: Pick<CatalogItem, "priceCents" | "monthly">;
  /** The line under the price. */
  note?: string;
  /** What the note is, marked on it as `data-payment-plan` or `data-pay-in-four`. */
  noteKind?: "payment-plan" | "pay-in-four";
  /** The price as a span in its paragraph, followed by "/month" for monthly items. */
  perMonth?: boolean;
}) {
  const price = formatMoney(item.priceCents);
  return (
    <div className={styles.priceRow}>
      {perMonth ? (
        <p>
          <span className={card.price} data-price="">
            {price}
          </span>
          {item.monthly ? <span className={styles.priceSuffix}>/month</span> : null}
        </p>
      ) : (
        <p className={card.price} data-price="">
          {price}
        </p>
      )}
      {note ? (
        <p
          className={styles.plan}
          data-payment-plan={noteKind === "payment-plan" ? "" : undefined}
          data-pay-in-four={noteKind === "pay-in-four" ? "" : undefined}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
