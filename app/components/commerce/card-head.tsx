import type { ReactNode } from "react";
import * as card from "~/components/ui/card.css";
import type { CatalogIcon as CatalogIconName } from "~/content/catalog/types";
import { CatalogIcon } from "./catalog-icon";
import * as styles from "./product-card.css";

export function CardHead({
  icon,
  titleId,
  level,
  className = styles.head,
  children,
}: {
  icon: CatalogIconName;
  titleId: string;
  level: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={className}>
      <span className={styles.icon}>
        <CatalogIcon name={icon} />
      </span>
      <Heading id={titleId} className={card.title}>
        {children}
      </Heading>
    </div>
  );
}
