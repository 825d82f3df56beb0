import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import type { CheckoutTab } from "~/utils/checkout";
import { paymentPlanText } from "~/utils/pricing";
import { CardHead } from "./card-head";
import { FeatureList } from "./feature-list";
import { PriceRow } from "./price-row";
import * as styles from "./product-card.css";
import { PurchaseButton } from "./purchase-button";

type ProductCardProps = {
  item: CatalogItem;
  actionLabel?: string;
  headingLevel?: 2 | 3 | 4;
  premiumLabel?: string;
  checkout?: { tab?: CheckoutTab; closeOnError?: boolean };
};

export function ProductCard({
  item,
  actionLabel = "Purchase Now",
  headingLevel = 3,
  premiumLabel = "Premium Package",
  checkout = {},
}: ProductCardProps) {
  const titleId = `product-${item.id}`;
  return (
    <article
      className={item.isPremium ? card.highlighted : card.card}
      aria-labelledby={titleId}
      data-product={item.id}
      data-premium={item.isPremium ? "" : undefined}
    >
      {item.isPremium ? <span className={styles.badge}>{premiumLabel}</span> : null}
      <CardHead icon={item.icon} titleId={titleId} level={headingLevel}>
        {item.title}
      </CardHead>
      <p className={card.text}>{item.description}</p>
      <PriceRow item={item} note={paymentPlanText(item)} perMonth />
      <FeatureList item={item} />
      <div className={card.actions}>
        <PurchaseButton
          item={item}
          label={actionLabel}
          className={button.primary}
          describedBy={titleId}
          checkoutTab={checkout.tab}
          closeOnError={checkout.closeOnError}
        />
      </div>
    </article>
  );
}
