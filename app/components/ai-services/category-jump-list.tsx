import { CatalogIcon } from "~/components/commerce/catalog-icon";
import type { AiCategory } from "~/content/catalog/ai";
import * as styles from "./ai-services.css";

export function CategoryJumpList({ categories }: { categories: readonly AiCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <nav className={styles.jumpNav} aria-label="Jump to a category">
      <ul className={styles.jumpList}>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`#${category.id}`} className={styles.jumpLink}>
              <CatalogIcon name={category.icon} size={18} />
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
