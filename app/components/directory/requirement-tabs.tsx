import { Link } from "@remix-run/react";
import { requirementHref, requirements, type Requirement } from "~/content/directory";
import * as styles from "./directory.css";

/**
 * The tabs: "All Requirements" plus one per requirement (S-DIRECTORY-03). Each is a link with a
 * query parameter and a fragment, so it works without JavaScript; with it, a client navigation
 * that keeps the scroll position (the fragment then brings the section into view).
 */
export function RequirementTabs({ selected }: { selected: Requirement | undefined }) {
  const tabs = [
    { key: "all", label: "All Requirements", href: requirementHref(), current: !selected },
    ...requirements.map((requirement) => ({
      key: requirement.slug,
      label: requirement.title,
      href: requirementHref(requirement.slug),
      current: selected?.slug === requirement.slug,
    })),
  ];
  return (
    <nav aria-label="Requirement tabs" className={styles.tabsNav}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              preventScrollReset
              className={styles.tab}
              aria-current={tab.current ? "true" : undefined}
              data-tab={tab.key}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
