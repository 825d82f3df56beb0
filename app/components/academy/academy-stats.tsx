import * as stats from "~/components/ui/stats-band.css";
import { academyStats } from "~/content/academy";
import { container } from "~/styles/utilities.css";

export function AcademyStats() {
  return (
    <section className={stats.band} aria-labelledby="academy-stats-title">
      <div className={container}>
        <h2 id="academy-stats-title" className={stats.heading}>
          The academy at a glance
        </h2>
        <ul className={stats.list}>
          {academyStats.map((stat) => (
            <li key={stat.label} data-stat="">
              <span className={stats.numberAccent}>{stat.number}</span>{" "}
              <span className={stats.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
