import { BrainCircuit, Compass, TrendingUp } from "lucide-react";
import { solutions } from "~/content/home";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./home.css";

const icons = { BrainCircuit, Compass, TrendingUp };

export function Solutions() {
  return (
    <section className={section} aria-labelledby="solutions-title">
      <div className={container}>
        <h2 id="solutions-title" className={sectionHeading}>
          Solutions built for small businesses
        </h2>
        <p className={sectionLead}>
          Practical help where it moves the needle, from the first plan to the next hire.
        </p>
        <ul className={styles.cardGrid}>
          {solutions.map((solution) => {
            const Icon = icons[solution.icon];
            return (
              <li key={solution.title} className={styles.card}>
                <span className={styles.cardIcon}>
                  <Icon aria-hidden="true" size={26} />
                </span>
                <h3 className={styles.cardTitle}>{solution.title}</h3>
                <p className={styles.cardText}>{solution.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
