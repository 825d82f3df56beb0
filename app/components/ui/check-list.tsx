import { Check, CircleCheck } from "lucide-react";
import * as styles from "./check-list.css";

const icons = { circle: CircleCheck, tick: Check };

/**
 * A list whose items each start with a green check mark: a circled one (`circle`) or a plain tick
 * in a fixed column (`tick`).
 */
export function CheckList({
  items,
  label,
  variant = "circle",
  size = 18,
  className,
}: {
  items: readonly string[];
  /** The list's accessible name. */
  label?: string;
  variant?: keyof typeof icons;
  /** The icon's size in pixels. */
  size?: number;
  /** Added to the list (a font size). */
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
