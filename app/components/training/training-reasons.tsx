import { Clock, Download, Wallet, Wrench } from "lucide-react";
import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import { trainingReasons } from "~/content/training";
import * as styles from "./training.css";

const icons = { Clock, Download, Wallet, Wrench };

export function TrainingReasons() {
  return (
    <PageSection
      titleId="reasons-title"
      title="Why learn with our trainings"
      lead="Built by consultants who work with small businesses every day, for owners with more ambition than spare time."
    >
      <ul className={styles.reasons}>
        {trainingReasons.map((reason) => {
          const Icon = icons[reason.icon];
          return (
            <li key={reason.title} className={card.tile} data-reason="">
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={24} />
              </span>
              <h3 className={styles.reasonTitle}>{reason.title}</h3>
              <p>{reason.description}</p>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
