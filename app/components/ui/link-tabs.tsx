import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as styles from "./link-tabs.css";

export type LinkTab = { key: string; label: ReactNode; to: string; current: boolean };

/**
 * Tabs that are links (a query parameter, perhaps a fragment), so they work without JavaScript;
 * with it, a client navigation that keeps the scroll position. The selected tab carries
 * `aria-current` with the given value.
 */
export function LinkTabs({
  label,
  tabs,
  ariaCurrent,
  variant,
  tagged = false,
}: {
  /** The navigation's accessible name. */
  label: string;
  tabs: readonly LinkTab[];
  ariaCurrent: "page" | "true";
  variant: keyof typeof styles.tab;
  /** Mark each link with `data-tab` set to its key. */
  tagged?: boolean;
}) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.pillList}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              preventScrollReset
              className={styles.tab[variant]}
              aria-current={tab.current ? ariaCurrent : undefined}
              data-tab={tagged ? tab.key : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
