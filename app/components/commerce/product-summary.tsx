import { CircleCheck } from "lucide-react";
import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import { formatPrice } from "~/utils/money";
import { cardFeatures, paymentPlanText } from "~/utils/pricing";
import { CatalogIcon } from "./catalog-icon";
import * as styles from "./product-card.css";

/** What is being bought: the item's price, payment plan, description and features. */
export function ProductSummary({ item }: { item: CatalogItem }) {
  const plan = paymentPlanText(item);
  return (
    <article className={card.card} aria-labelledby="summary-title">
      <div className={styles.head}>
        <span className={styles.icon}>
          <CatalogIcon name={item.icon} />
        </span>
        <h2 id="summary-title" className={card.title}>
          Order summary
        </h2>
      </div>
      <p className={card.text}>{item.description}</p>
      <p>
        <span className={card.price} data-price="">
          {formatPrice(item)}
        </span>
      </p>
      {plan ? <p className={styles.plan}>{plan}</p> : null}
      <ul className={styles.features}>
        {cardFeatures(item).map((feature) => (
          <li key={feature} className={styles.feature}>
            <CircleCheck aria-hidden="true" size={18} className={styles.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
