import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import { formatPrice } from "~/utils/money";
import { paymentPlanText } from "~/utils/pricing";
import { CardHead } from "./card-head";
import { FeatureList } from "./feature-list";
import * as styles from "./product-card.css";

export function ProductSummary({ item }: { item: CatalogItem }) {
  const plan = paymentPlanText(item);
  return (
    <article className={card.card} aria-labelledby="summary-title">
      <CardHead icon={item.icon} titleId="summary-title" level={2}>
        Order summary
      </CardHead>
      <p className={card.text}>{item.description}</p>
      <p>
        <span className={card.price} data-price="">
          {formatPrice(item)}
        </span>
      </p>
      {plan ? <p className={styles.plan}>{plan}</p> : null}
      <FeatureList item={item} named={false} />
    </article>
  );
}
