import { Check, CircleCheck } from "lucide-react";
import * as styles from "./check-list.css";

const icons = { circle: CircleCheck, tick: Check };

export function CheckList({
  items,
  label,
  variant = "circle",
  size = 18,
  className,
}: {
  items: readonly string[];
  label?: string;
  variant?: keyof typeof icons;
  size?: number;
  className?: string;
}) {
  const Icon = icons[variant];
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.item[variant]}>
          <Icon aria-hidden="true" size={size} className={styles.icon[variant]} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
