import { CatalogIcon } from "~/components/commerce/catalog-icon";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { CheckList } from "~/components/ui/check-list";
import { ExternalLink } from "~/components/ui/external-link";
import type { CatalogItem } from "~/content/catalog/types";
import { formatMoney } from "~/utils/money";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./avatars.css";

export function AvatarServiceCard({ service }: { service: CatalogItem & { url: string } }) {
  return (
    <li className={card.card} data-avatar-service={service.id} data-product={service.id}>
      <span className={card.iconBadge}>
        <CatalogIcon name={service.icon} />
      </span>
      <h3 className={card.title}>{service.title}</h3>
      <p className={card.text}>{service.description}</p>
      <CheckList items={service.features} className={styles.features} />
      <p className={styles.price} data-price-line="">
        <span className={card.price} data-price="">
          {formatMoney(service.priceCents)}
        </span>
        {service.monthly ? <span className={styles.priceSuffix}>/month</span> : null}
      </p>
      <div className={card.actions}>
        <ExternalLink href={service.url} className={button.primary}>
          Get Started<span className={visuallyHidden}> with {service.title}</span>
        </ExternalLink>
      </div>
    </li>
  );
}
