import type { ReactNode } from "react";
import * as styles from "./admin.css";

/**
 * A cell of a dashboard table; `label` is its column's name, which a phone shows before the value
 * once the table is stacked (admin.css.ts `stacked`). An empty label shows the value alone.
 */
export function Cell({
  label,
  numeric,
  children,
}: {
  label: string;
  numeric?: boolean;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={numeric ? styles.number : styles.cell}>
      <div className={styles.value}>{children}</div>
    </td>
  );
}
