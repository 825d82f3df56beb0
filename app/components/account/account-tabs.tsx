import { Link } from "react-router";
import * as styles from "./account.css";

const tabs = [
  { id: "profile", label: "Profile", to: "/account" },
  { id: "orders", label: "Order History", to: "/account?tab=orders" },
] as const;

/** Links, so the tabs work without JavaScript. */
export function AccountTabs({ current }: { current: "profile" | "orders" }) {
  return (
    <nav aria-label="Account sections">
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              className={styles.tab}
              aria-current={tab.id === current ? "page" : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
