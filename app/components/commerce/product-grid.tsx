import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import { ProductCard } from "./product-card";
import * as styles from "./product-card.css";

export function ProductGrid({
  items,
  actionLabel,
  headingLevel,
}: {
  items: readonly CatalogItem[];
  actionLabel?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ul className={card.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.cell}>
          <ProductCard item={item} actionLabel={actionLabel} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
