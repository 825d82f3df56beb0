import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import * as card from "./card.css";

export function IconCard({
  icon: Icon,
  title,
  className,
  children,
  ...data
}: {
  icon: LucideIcon;
  title: ReactNode;
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
