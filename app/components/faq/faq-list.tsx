import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/content/faq";
import * as styles from "./faq.css";

/** Native `<details>` sharing one `name`: an exclusive accordion, with or without JavaScript. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} id={item.id} name="faq" className={styles.item} data-faq-item="">
          <summary className={styles.summary}>
            <span>{item.question}</span>
            <ChevronDown aria-hidden="true" size={22} className={styles.chevron} />
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
