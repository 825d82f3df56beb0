import { directorySteps } from "~/content/directory";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./directory.css";

export function DirectorySteps() {
  return (
    <section className={sectionAlt} aria-labelledby="directory-steps-title">
      <div className={container}>
        <h2 id="directory-steps-title" className={sectionHeading}>
          How directory support works
        </h2>
        <p className={sectionLead}>
          From a quick review to a listing that brings in customers, in three steps.
        </p>
        <ol className={styles.steps}>
          {directorySteps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
