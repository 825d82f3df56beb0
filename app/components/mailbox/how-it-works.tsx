import { mailboxSteps } from "~/content/mailbox";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./mailbox.css";

export function HowItWorks() {
  return (
    <section className={sectionAlt} aria-labelledby="how-it-works-title">
      <div className={container}>
        <h2 id="how-it-works-title" className={sectionHeading}>
          How it works
        </h2>
        <p className={sectionLead}>Set up in minutes, then handle your mail from anywhere.</p>
        <ol className={styles.steps}>
          {mailboxSteps.map((step, i) => (
            <li key={step.title} className={styles.step} data-step="">
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
