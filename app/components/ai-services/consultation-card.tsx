import { CatalogIcon } from "~/components/commerce/catalog-icon";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { ExternalLink } from "~/components/ui/external-link";
import { aiConsultationCard } from "~/content/ai-services-page";
import type { CatalogItem } from "~/content/catalog/types";
import { formatPrice } from "~/utils/money";
import * as productCard from "~/components/commerce/product-card.css";
import * as styles from "./ai-services.css";

export function ConsultationCard({ item }: { item: CatalogItem & { url: string } }) {
  const titleId = `product-${item.id}`;
  return (
    <article className={styles.consultation} aria-labelledby={titleId} data-consultation={item.id}>
      <span className={productCard.icon}>
        <CatalogIcon name={item.icon} />
      </span>
      <div>
        <p className={styles.consultationEyebrow}>{aiConsultationCard.eyebrow}</p>
        <h4 id={titleId} className={styles.consultationTitle}>
          {item.title}
        </h4>
        <p className={card.text}>{item.description}</p>
      </div>
      <div className={styles.consultationAside}>
        <p className={card.price} data-price="">
          {formatPrice(item)}
        </p>
        <ExternalLink href={item.url} className={button.primary} aria-describedby={titleId}>
          {aiConsultationCard.action}
        </ExternalLink>
      </div>
    </article>
  );
}
