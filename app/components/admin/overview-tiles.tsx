import { Link } from "react-router";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatMoney } from "~/utils/money";
import * as styles from "./admin.css";

export type OverviewView = {
  leadsThisWeek: { kind: string; label: string; count: number }[];
  ordersThisMonth: { count: number; revenueCents: number };
  subscribers: number;
  deliveries: { dead: number; overdue: number };
};

export function OverviewTiles({ overview }: { overview: OverviewView }) {
  const weekTotal = overview.leadsThisWeek.reduce((sum, row) => sum + row.count, 0);
  return (
    <ul className={styles.tiles} aria-label="Overview">
      <li className={styles.tile}>
        <h2>
          <Link to="/admin/leads">New leads, last 7 days</Link>
        </h2>
        <p className={styles.figure}>{weekTotal}</p>
        <table className={styles.table}>
          <caption className={visuallyHidden}>New leads in the last 7 days by kind</caption>
          <tbody>
            {overview.leadsThisWeek.map((row) => (
              <tr key={row.kind}>
                <th scope="row" className={styles.cell}>
                  {row.label}
                </th>
                <td className={styles.number}>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </li>
      <li className={styles.tile}>
        <h2>
          <Link to="/admin/orders?status=completed">Orders this month</Link>
        </h2>
        <p className={styles.figure}>{overview.ordersThisMonth.count}</p>
        <p>Revenue: {formatMoney(overview.ordersThisMonth.revenueCents, { cents: true })}</p>
      </li>
      <li className={styles.tile}>
        <h2>
          <Link to="/admin/subscribers">Newsletter subscribers</Link>
        </h2>
        <p className={styles.figure}>{overview.subscribers}</p>
      </li>
      <li className={styles.tile}>
        <h2>
          <Link to="/admin/deliveries">Deliveries needing attention</Link>
        </h2>
        <p className={styles.figure}>{overview.deliveries.dead + overview.deliveries.overdue}</p>
        <p>
          Dead: {overview.deliveries.dead} · Overdue: {overview.deliveries.overdue}
        </p>
      </li>
    </ul>
  );
}
