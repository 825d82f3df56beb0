import { avatarSteps } from "~/content/avatars";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./avatars.css";

export function AvatarSteps() {
  return (
    <section className={section} aria-labelledby="avatar-steps-title">
      <div className={container}>
        <h2 id="avatar-steps-title" className={sectionHeading}>
          From first call to launch
        </h2>
        <p className={sectionLead}>
          Most assistants go live within a few weeks, tested on your real customer questions.
        </p>
        <ol className={styles.steps}>
          {avatarSteps.map((step, index) => (
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
