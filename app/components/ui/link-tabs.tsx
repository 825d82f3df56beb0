import { Link } from "react-router";
import type { ReactNode } from "react";
import * as styles from "./link-tabs.css";

export type LinkTab = { key: string; label: ReactNode; to: string; current: boolean };

export function LinkTabs({
  label,
  tabs,
  ariaCurrent,
  variant,
  tagged = false,
}: {
  label: string;
  tabs: readonly LinkTab[];
  ariaCurrent: "page" | "true";
  variant: keyof typeof styles.tab;
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
