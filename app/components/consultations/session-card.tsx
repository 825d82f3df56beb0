import { Clock } from "lucide-react";
import { PurchaseButton } from "~/components/commerce/purchase-button";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { CheckList } from "~/components/ui/check-list";
import type { ConsultationTier } from "~/content/catalog/consultations";
import { formatPrice } from "~/utils/money";
import * as styles from "./consultations.css";

export function SessionCard({ tier }: { tier: ConsultationTier }) {
  const titleId = `session-${tier.id}`;
  return (
    <article
      className={`${card.card} ${card.fill}`}
      aria-labelledby={titleId}
      data-session={tier.minutes}
    >
      <p className={styles.duration} data-duration="">
        <Clock aria-hidden="true" size={16} />
        {tier.duration}
      </p>
      <h3 id={titleId} className={card.title}>
        {tier.title}
      </h3>
      <p>
        <span className={card.price} data-price="">
          {formatPrice(tier)}
        </span>
      </p>
      <p className={card.text}>{tier.description}</p>
      <CheckList items={tier.bulletPoints} label={`${tier.title}: what you get`} />
      <div className={card.actions}>
        <PurchaseButton
          item={tier}
          label="Book Session"
          className={button.primary}
          describedBy={titleId}
        />
      </div>
    </article>
  );
}
