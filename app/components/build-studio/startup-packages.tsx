import { ProductCard } from "~/components/commerce/product-card";
import { PageSection } from "~/components/ui/page-section";
import { PACKAGES_SECTION_ID, packagesSection } from "~/content/build-studio-page";
import type { CatalogItem } from "~/content/catalog/types";
import * as styles from "./build-studio.css";

export function StartupPackages({ items }: { items: readonly CatalogItem[] }) {
  return (
    <PageSection
      id={PACKAGES_SECTION_ID}
      titleId="startup-packages-title"
      title={packagesSection.title}
      lead={packagesSection.lead}
      alt
    >
      <ul className={styles.packages} aria-label="Start-up packages, cheapest first">
        {items.map((item) => (
          <li key={item.id}>
            <ProductCard item={item} premiumLabel="Most Complete" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
