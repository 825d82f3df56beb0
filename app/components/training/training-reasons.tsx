import { Clock, Download, Wallet, Wrench } from "lucide-react";
import { trainingReasons } from "~/content/training";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./training.css";

const icons = { Clock, Download, Wallet, Wrench };

/** The four reasons to take the trainings. */
export function TrainingReasons() {
  return (
    <section className={section} aria-labelledby="reasons-title">
      <div className={container}>
        <h2 id="reasons-title" className={sectionHeading}>
          Why learn with our trainings
        </h2>
        <p className={sectionLead}>
          Built by consultants who work with small businesses every day, for owners with more
          ambition than spare time.
        </p>
        <ul className={styles.reasons}>
          {trainingReasons.map((reason) => {
            const Icon = icons[reason.icon];
            return (
              <li key={reason.title} className={styles.reason} data-reason="">
                <span className={styles.icon}>
                  <Icon aria-hidden="true" size={24} />
                </span>
                <h3 className={styles.reasonTitle}>{reason.title}</h3>
                <p>{reason.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
