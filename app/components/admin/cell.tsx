import type { ReactNode } from "react";
import * as styles from "./admin.css";

/** A phone shows `label` before the value once the table is stacked; empty: the value alone. */
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
