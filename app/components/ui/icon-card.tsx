import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import * as card from "./card.css";

/**
 * A card (a list item) that starts with an icon in a `card.iconBadge` tile, then its h3; the rest
 * (text, details) comes as children. Data attributes (`data-*`) are passed to the `<li>`.
 */
export function IconCard({
  icon: Icon,
  title,
  className,
  children,
  ...data
}: {
  icon: LucideIcon;
  title: ReactNode;
  /** Added to the card (a behaviour such as a card-wide link). */
  className?: string;
  children?: ReactNode;
} & { [attribute: `data-${string}`]: string }) {
  return (
    <li className={className ? `${card.card} ${className}` : card.card} {...data}>
      <span className={card.iconBadge}>
        <Icon aria-hidden="true" size={26} />
      </span>
      <h3 className={card.title}>{title}</h3>
      {children}
    </li>
  );
}
