import * as styles from "~/components/ui/stats-band.css";
import type { Statistic } from "~/content/home";
import { container } from "~/styles/utilities.css";

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
    <section className={tone === "dark" ? styles.band : styles.bandLight} aria-labelledby={id}>
      <div className={container}>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        <ul className={styles.list}>
          {stats.map((stat) => (
            <li key={stat.label} data-stat="">
              <span className={styles.number}>{stat.number}</span>
              <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
