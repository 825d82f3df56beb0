import type { Statistic } from "~/content/home";
import { container } from "~/styles/utilities.css";
import * as styles from "./home.css";

/** A band of statistics, each a number and a label. */
export function StatsBand({
  id,
  title,
  stats,
  tone,
}: {
  id: string;
  title: string;
  stats: readonly Statistic[];
  tone: "dark" | "light";
}) {
  return (
    <section
      className={tone === "dark" ? styles.statsBand : styles.statsBandLight}
      aria-labelledby={id}
    >
      <div className={container}>
        <h2 id={id} className={styles.bandHeading}>
          {title}
        </h2>
        <ul className={styles.statsList}>
          {stats.map((stat) => (
            <li key={stat.label} data-stat="">
              <span className={styles.statNumber}>{stat.number}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
