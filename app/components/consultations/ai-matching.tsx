import { PageSection } from "~/components/ui/page-section";
import { aiMatching, consultationsAnchors } from "~/content/consultations-page";
import * as styles from "./consultations.css";

export function AiMatching() {
  return (
    <PageSection
      alt
      id={consultationsAnchors.aiMatching}
      titleId="ai-matching-title"
      title={aiMatching.title}
      lead={aiMatching.lead}
    >
      <ol className={styles.steps} aria-label="How AI matching works">
        {aiMatching.steps.map((step, index) => (
          <li key={step.title} className={styles.step} data-matching-step="">
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
