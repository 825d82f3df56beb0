import { Link } from "@remix-run/react";
import * as styles from "./book-now.css";

/**
 * Tabs that are links (`?category=…`), so they work without JavaScript and each tab has its
 * own address; the selected one is marked as the current page.
 */
export function CategoryTabs<Id extends string>({
  label,
  tabs,
  selected,
  param = "category",
}: {
  label: string;
  tabs: readonly { id: Id; label: string }[];
  selected: Id;
  param?: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={`?${new URLSearchParams({ [param]: tab.id })}`}
              className={styles.tab}
              aria-current={tab.id === selected ? "page" : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
