import { CircleCheck } from "lucide-react";
import { CatalogIcon } from "~/components/commerce/catalog-icon";
import * as product from "~/components/commerce/product-card.css";
import { PurchaseButton } from "~/components/commerce/purchase-button";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import { GRANT_PACKAGES_ID, grantPackages } from "~/content/grant-services-page";
import { formatMoney } from "~/utils/money";
import { cardFeatures, payInFourText } from "~/utils/pricing";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./grants.css";

/** The research packages and grant completion, each bought on its hosted payment page. */
export function GrantPackages({ items }: { items: readonly CatalogItem[] }) {
  return (
    <section id={GRANT_PACKAGES_ID} className={section} aria-labelledby="grant-packages-title">
      <div className={container}>
        <h2 id="grant-packages-title" className={sectionHeading}>
          {grantPackages.title}
        </h2>
        <p className={sectionLead}>{grantPackages.lead}</p>
        <ul className={styles.packages} aria-label={grantPackages.title}>
          {items.map((item) => (
            <li key={item.id} className={styles.cell}>
              <GrantPackageCard item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * A grant package card: price, the pay-in-four text (a quarter of the price rounded up,
 * S-GRANTS-12), features with the turnaround, and 'Purchase Now' opening the hosted payment
 * page in a new tab (S-GRANTS-10).
 */
function GrantPackageCard({ item }: { item: CatalogItem }) {
  const titleId = `grant-package-${item.id}`;
  return (
    <article
      className={card.card}
      aria-labelledby={titleId}
      data-grant-package={item.id}
      data-product={item.id}
    >
      <div className={styles.packageHead}>
        <span className={product.icon}>
          <CatalogIcon name={item.icon} />
        </span>
        <h3 id={titleId} className={card.title}>
          {item.title}
        </h3>
      </div>
      <p className={card.text}>{item.description}</p>
      <div className={product.priceRow}>
        <p className={card.price} data-price="">
          {formatMoney(item.priceCents)}
        </p>
        <p className={styles.payInFour} data-pay-in-four="">
          {payInFourText(item.priceCents)}
        </p>
      </div>
      <ul className={product.features} aria-label={`${item.title}: what is included`}>
        {cardFeatures(item).map((feature) => (
          <li key={feature} className={product.feature}>
            <CircleCheck aria-hidden="true" size={18} className={product.check} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className={card.actions}>
        <PurchaseButton item={item} className={button.primary} describedBy={titleId} />
      </div>
    </article>
  );
}
