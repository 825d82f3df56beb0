import { Link } from "@remix-run/react";
import { CATEGORY_PARAM, portfolioCategories, type PortfolioCategoryId } from "~/content/portfolio";
import * as styles from "./portfolio.css";

/**
 * The category tabs: plain links with a query parameter, so they work without JavaScript; the
 * selected one is marked as the current page. With JavaScript the page does not scroll back up.
 */
export function CategoryTabs({ selected }: { selected: PortfolioCategoryId }) {
  return (
    <nav aria-label="Portfolio categories">
      <ul className={styles.tabs}>
        {portfolioCategories.map((category) => (
          <li key={category.id}>
            <Link
              to={`?${CATEGORY_PARAM}=${category.id}`}
              className={styles.tab}
              aria-current={category.id === selected ? "page" : undefined}
              preventScrollReset
            >
              {category.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
