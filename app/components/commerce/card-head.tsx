import type { ReactNode } from "react";
import * as card from "~/components/ui/card.css";
import type { CatalogIcon as CatalogIconName } from "~/content/catalog/types";
import { CatalogIcon } from "./catalog-icon";
import * as styles from "./product-card.css";

/**
 * The top of a catalogue card: the item's icon in its tinted square beside the card's title. The
 * title carries the id that labels the card and describes its purchase button, and its heading
 * level follows the section the card sits in.
 */
export function CardHead({
  icon,
  titleId,
  level,
  className = styles.head,
  children,
}: {
  icon: CatalogIconName;
  /** The title's id. */
  titleId: string;
  /** Heading level of the title inside its section. */
  level: 2 | 3 | 4;
  /** Replaces the icon-beside-title layout (the grant cards put the icon above the title). */
  className?: string;
  /** The title. */
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
