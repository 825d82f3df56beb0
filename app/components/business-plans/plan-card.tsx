import { CircleCheck, ChevronDown, Clock } from "lucide-react";
import { CatalogIcon } from "~/components/commerce/catalog-icon";
import * as product from "~/components/commerce/product-card.css";
import { PurchaseButton } from "~/components/commerce/purchase-button";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import type { CatalogItem } from "~/content/catalog/types";
import { formatMoney } from "~/utils/money";
import { paymentPlanText, turnaroundText } from "~/utils/pricing";
import * as styles from "./business-plans.css";

/**
 * A business plan or financial projection: icon, title, description, price, payment plan,
 * turnaround, and a collapsible "What's Included" list (a native `<details>`, so each card's list
 * opens and closes on its own, with or without JavaScript), then "Purchase Now".
 */
export function PlanCard({ item, headingLevel }: { item: CatalogItem; headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `plan-${item.id}`;
  const plan = paymentPlanText(item);
  const turnaround = turnaroundText(item.kind);
  return (
    <article
      className={card.card}
      aria-labelledby={titleId}
      data-plan={item.id}
      data-product={item.id}
    >
      <div className={product.head}>
        <span className={product.icon}>
          <CatalogIcon name={item.icon} />
        </span>
        <Heading id={titleId} className={card.title}>
          {item.title}
        </Heading>
      </div>
      <p className={card.text}>{item.description}</p>
      <div className={product.priceRow}>
        <p className={card.price} data-price="">
          {formatMoney(item.priceCents)}
        </p>
        {plan ? (
          <p className={product.plan} data-payment-plan="">
            {plan}
          </p>
        ) : null}
      </div>
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

/** Plans as a grid of cards. */
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
