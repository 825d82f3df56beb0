import { CircleCheck } from "lucide-react";
import type { CatalogItem } from "~/content/catalog/types";
import { cardFeatures } from "~/utils/pricing";
import * as styles from "./product-card.css";

/**
 * What a catalogue item includes, each line after a green check mark, ending with its turnaround where it has one.
 * On a card the list is named "<title>: what is included"; the order summary's list has no name.
 */
export function FeatureList({
  item,
  named = true,
}: {
  item: CatalogItem;
  /** Give the list its accessible name. */
  named?: boolean;
}) {
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
