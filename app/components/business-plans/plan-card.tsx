import { CircleCheck, ChevronDown, Clock } from "lucide-react";
import { CardHead } from "~/components/commerce/card-head";
import { PriceRow } from "~/components/commerce/price-row";
import { PurchaseButton } from "~/components/commerce/purchase-button";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import { paymentPlanText, turnaroundText } from "~/utils/pricing";
import * as styles from "./business-plans.css";

/** "What's Included" is a native `<details>`, so each list toggles on its own, without JS too. */
function PlanCard({ item, headingLevel }: { item: CatalogItem; headingLevel: 3 | 4 }) {
  const titleId = `plan-${item.id}`;
  const turnaround = turnaroundText(item.kind);
  return (
    <article
      className={card.card}
      aria-labelledby={titleId}
      data-plan={item.id}
      data-product={item.id}
    >
      <CardHead icon={item.icon} titleId={titleId} level={headingLevel}>
        {item.title}
      </CardHead>
      <p className={card.text}>{item.description}</p>
      <PriceRow item={item} note={paymentPlanText(item)} />
      {turnaround ? (
        <p className={styles.turnaround} data-turnaround="">
          <Clock aria-hidden="true" size={18} />
          {turnaround}
        </p>
      ) : null}
      <details className={styles.included} data-included="">
        <summary className={styles.summary}>
          <span>What&apos;s Included</span>
          <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
        </summary>
        <ul className={styles.includedList} aria-label={`What's included in the ${item.title}`}>
          {item.features.map((feature) => (
            <li key={feature}>
              <CircleCheck aria-hidden="true" size={18} className={styles.check} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </details>
      <div className={card.actions}>
        <PurchaseButton item={item} className={button.primary} describedBy={titleId} />
      </div>
    </article>
  );
}

export function PlanGrid({
  items,
  headingLevel,
  label,
}: {
  items: readonly CatalogItem[];
  headingLevel: 3 | 4;
  label: string;
}) {
  return (
    <ul className={card.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.cell}>
          <PlanCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
