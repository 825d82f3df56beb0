import { CircleCheck } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import type { CheckoutTab } from "~/utils/checkout";
import { formatMoney } from "~/utils/money";
import { cardFeatures, paymentPlanText } from "~/utils/pricing";
import { CatalogIcon } from "./catalog-icon";
import * as styles from "./product-card.css";
import { PurchaseButton } from "./purchase-button";

type ProductCardProps = {
  item: CatalogItem;
  /** The button's words: 'Purchase Now' (Book Now, packages), 'Book Now' (AI service cards)… */
  actionLabel?: string;
  /** Heading level of the title inside its section. */
  headingLevel?: 2 | 3 | 4;
  /** Shown above the title of premium items. */
  premiumLabel?: string;
  /** How the checkout dialog opens: its first tab, and whether an error closes it. */
  checkout?: { tab?: CheckoutTab; closeOnError?: boolean };
};

/**
 * A catalogue item as a card (D2 §2 Book Now, §3): icon, title, description, price, optional
 * payment-plan text, features with the turnaround, and the purchase button. Premium items get a
 * highlighted border.
 */
export function ProductCard({
  item,
  actionLabel = "Purchase Now",
  headingLevel = 3,
  premiumLabel = "Premium Package",
  checkout = {},
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `product-${item.id}`;
  const plan = paymentPlanText(item);
  return (
    <article
      className={item.isPremium ? card.highlighted : card.card}
      aria-labelledby={titleId}
      data-product={item.id}
      data-premium={item.isPremium ? "" : undefined}
    >
      {item.isPremium ? <span className={styles.badge}>{premiumLabel}</span> : null}
      <div className={styles.head}>
        <span className={styles.icon}>
          <CatalogIcon name={item.icon} />
        </span>
        <Heading id={titleId} className={card.title}>
          {item.title}
        </Heading>
      </div>
      <p className={card.text}>{item.description}</p>
      <div className={styles.priceRow}>
        <p>
          <span className={card.price} data-price="">
            {formatMoney(item.priceCents)}
          </span>
          {item.monthly ? <span className={styles.priceSuffix}>/month</span> : null}
        </p>
        {plan ? (
          <p className={styles.plan} data-payment-plan="">
            {plan}
          </p>
        ) : null}
      </div>
      <ul className={styles.features} aria-label={`${item.title}: what is included`}>
        {cardFeatures(item).map((feature) => (
          <li key={feature} className={styles.feature}>
            <CircleCheck aria-hidden="true" size={18} className={styles.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
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
