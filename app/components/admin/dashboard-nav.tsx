import { Link, useLocation } from "react-router";
import * as styles from "./dashboard-nav.css";

/** `prefix` also claims the section's own pages: /admin/order belongs to Orders. */
const sections = [
  { to: "/admin", label: "Overview", prefix: null },
  { to: "/admin/leads", label: "Leads", prefix: "/admin/lead" },
  { to: "/admin/deliveries", label: "Deliveries", prefix: "/admin/deliveries" },
  { to: "/admin/subscribers", label: "Subscribers", prefix: "/admin/subscribers" },
  { to: "/admin/orders", label: "Orders", prefix: "/admin/order" },
  { to: "/admin/customers", label: "Customers", prefix: "/admin/customer" },
  { to: "/admin/site", label: "Site", prefix: "/admin/site" },
  { to: "/admin/catalogue", label: "Catalogue", prefix: "/admin/catalogue" },
  { to: "/admin/audit", label: "Audit log", prefix: "/admin/audit" },
] as const;

function currentSection(pathname: string) {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (
    sections.find((section) => section.prefix && path.startsWith(section.prefix)) ?? sections[0]
  );
}

/**
 * A row of tabs on a wide screen; on a phone one line naming the section, which opens the list
 * (a native disclosure: no script needed, and it closes on the next page).
 */
export function DashboardNav() {
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const links = (className: string) => (
    <ul className={className}>
      {sections.map((section) => (
        <li key={section.to}>
          <Link
            to={section.to}
            className={styles.link}
            aria-current={section === current ? "page" : undefined}
          >
            {section.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label="Dashboard" className={styles.nav}>
      <details key={pathname} className={styles.menu}>
        <summary className={styles.summary}>
          <span className={styles.summaryLabel}>Section:</span> {current.label}
        </summary>
        {links(styles.menuList)}
      </details>
      {links(styles.tabs)}
    </nav>
  );
}
