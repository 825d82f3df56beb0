import { ProductCard } from "~/components/commerce/product-card";
import { PACKAGES_SECTION_ID, packagesSection } from "~/content/build-studio-page";
import type { CatalogItem } from "~/content/catalog/types";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./build-studio.css";

/** The start-up services and packages, cheapest first (S-BUILD-03), each with 'Purchase Now'. */
export function StartupPackages({ items }: { items: readonly CatalogItem[] }) {
  return (
    <section
      id={PACKAGES_SECTION_ID}
      className={sectionAlt}
      aria-labelledby="startup-packages-title"
    >
      <div className={container}>
        <h2 id="startup-packages-title" className={sectionHeading}>
          {packagesSection.title}
        </h2>
        <p className={sectionLead}>{packagesSection.lead}</p>
        <ul className={styles.packages} aria-label="Start-up packages, cheapest first">
          {items.map((item) => (
            <li key={item.id}>
              <ProductCard item={item} premiumLabel="Most Complete" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
