import { Check } from "lucide-react";
import * as styles from "./founder.css";

/** A list whose items each start with a check mark. */
export function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className={styles.checkList} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.checkItem}>
          <Check aria-hidden="true" size={18} className={styles.checkIcon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
