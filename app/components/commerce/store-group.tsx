import { Link } from "react-router";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import type { StoreGroup } from "~/content/catalog";
import type { CatalogItem } from "~/content/catalog/types";
import { formatPrice } from "~/utils/money";
import { paymentPlanText } from "~/utils/pricing";
import { PurchaseButton } from "./purchase-button";
import * as styles from "./store.css";

function storeActionLabel(item: CatalogItem): string {
  if (item.kind === "session") return "Book Session";
  if (item.kind === "custom" || (item.kind === "membership" && item.url)) return "Get Started";
  return "Purchase Now";
}

export function StoreGroupSection({ group }: { group: StoreGroup }) {
  const headingId = `${group.id}-title`;
  return (
    <section id={group.id} className={styles.group} aria-labelledby={headingId}>
      <div className={styles.groupHead}>
        <h2 id={headingId}>{group.title}</h2>
        <Link to={group.path}>More about {group.title}</Link>
      </div>
      <ul className={styles.rows}>
        {group.items.map((item) => {
          const titleId = `store-${item.id}`;
          const plan = paymentPlanText(item);
          return (
            <li key={item.id} className={styles.row} data-product={item.id}>
              <div>
                <h3 id={titleId} className={styles.rowTitle}>
                  {item.title}
                </h3>
                <p className={card.text}>{item.description}</p>
              </div>
              <p className={styles.rowPrice}>
                <span className={styles.amount} data-price="">
                  {formatPrice(item)}
                </span>
                {plan ? <span className={card.text}>{plan}</span> : null}
              </p>
              <PurchaseButton
                item={item}
                label={storeActionLabel(item)}
                className={button.primary}
                describedBy={titleId}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
