import { CircleCheck } from "lucide-react";
import type { CatalogItem } from "~/content/catalog/types";
import { cardFeatures } from "~/utils/pricing";
import * as styles from "./product-card.css";

export function FeatureList({ item, named = true }: { item: CatalogItem; named?: boolean }) {
  return (
    <ul
      className={styles.features}
      aria-label={named ? `${item.title}: what is included` : undefined}
    >
      {cardFeatures(item).map((feature) => (
        <li key={feature} className={styles.feature}>
          <CircleCheck aria-hidden="true" size={18} className={styles.check} />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
