import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import { mailboxSteps } from "~/content/mailbox";
import * as styles from "./mailbox.css";

export function HowItWorks() {
  return (
    <PageSection
      alt
      titleId="how-it-works-title"
      title="How it works"
      lead="Set up in minutes, then handle your mail from anywhere."
    >
      <ol className={styles.steps}>
        {mailboxSteps.map((step, i) => (
          <li key={step.title} className={card.tile} data-step="">
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
