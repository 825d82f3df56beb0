import { academyStats } from "~/content/academy";
import { container } from "~/styles/utilities.css";
import * as styles from "./academy.css";

/** The academy in numbers (S-ACADEMY-18, -19, -20). */
export function AcademyStats() {
  return (
    <section className={styles.statsBand} aria-labelledby="academy-stats-title">
      <div className={container}>
        <h2 id="academy-stats-title" className={styles.bandHeading}>
          The academy at a glance
        </h2>
        <ul className={styles.statsList}>
          {academyStats.map((stat) => (
            <li key={stat.label} data-stat="">
              <span className={styles.statNumber}>{stat.number}</span>{" "}
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
