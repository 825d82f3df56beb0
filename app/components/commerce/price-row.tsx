import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import { formatMoney } from "~/utils/money";
import * as styles from "./product-card.css";

export function PriceRow({
  item,
  note,
  noteKind = "payment-plan",
  perMonth = false,
}: {
  item: Pick<CatalogItem, "priceCents" | "monthly">;
  note?: string;
  noteKind?: "payment-plan" | "pay-in-four";
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
