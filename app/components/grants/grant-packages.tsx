import { CardHead } from "~/components/commerce/card-head";
import { FeatureList } from "~/components/commerce/feature-list";
import { PriceRow } from "~/components/commerce/price-row";
import { PurchaseButton } from "~/components/commerce/purchase-button";
import { button } from "~/components/ui/button.css";
import { PageSection } from "~/components/ui/page-section";
import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import { GRANT_PACKAGES_ID, grantPackages } from "~/content/grant-services-page";
import { payInFourText } from "~/utils/pricing";
import * as styles from "./grants.css";

export function GrantPackages({ items }: { items: readonly CatalogItem[] }) {
  return (
    <PageSection
      id={GRANT_PACKAGES_ID}
      titleId="grant-packages-title"
      title={grantPackages.title}
      lead={grantPackages.lead}
    >
      <ul className={styles.packages} aria-label={grantPackages.title}>
        {items.map((item) => (
          <li key={item.id} className={styles.cell}>
            <GrantPackageCard item={item} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function GrantPackageCard({ item }: { item: CatalogItem }) {
  const titleId = `grant-package-${item.id}`;
  return (
    <article
      className={card.card}
      aria-labelledby={titleId}
      data-grant-package={item.id}
      data-product={item.id}
    >
      <CardHead icon={item.icon} titleId={titleId} level={3} className={styles.packageHead}>
        {item.title}
      </CardHead>
      <p className={card.text}>{item.description}</p>
      <PriceRow item={item} note={payInFourText(item.priceCents)} noteKind="pay-in-four" />
      <FeatureList item={item} />
      <div className={card.actions}>
        <PurchaseButton item={item} className={button.primary} describedBy={titleId} />
      </div>
    </article>
  );
}
