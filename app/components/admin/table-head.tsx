import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./admin.css";

export type Column = { label: string; numeric?: boolean; hidden?: boolean };

/** A hidden label still names the column for screen readers. */
export function TableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={column.numeric ? styles.number : styles.cell}
          >
            {column.hidden ? <span className={visuallyHidden}>{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
