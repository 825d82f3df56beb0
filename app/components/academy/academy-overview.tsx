import { academyFacts, hoursPerWeek, overviewModules } from "~/content/academy";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./academy.css";

const [shortWeeks, longWeeks] = academyFacts.programWeeks;

/** The program overview: the modules every cohort covers and the two schedules. */
export function AcademyOverview() {
  return (
    <section className={sectionAlt} aria-labelledby="overview-title">
      <div className={container}>
        <h2 id="overview-title" className={sectionHeading}>
          Program overview
        </h2>
        <p className={sectionLead}>
          {academyFacts.trainingHours} hours of live, instructor-led training, taken as a{" "}
          {shortWeeks}-week intensive ({hoursPerWeek(shortWeeks)} hours a week) or over {longWeeks}{" "}
          weeks ({hoursPerWeek(longWeeks)} hours a week) within a {academyFacts.cohortMonths}-month
          cohort.
        </p>
        <ol className={styles.modules}>
          {overviewModules.map((module, index) => (
            <li key={module.title} className={styles.module}>
              <span className={styles.moduleNumber} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className={styles.moduleTitle}>{module.title}</h3>
              <p className={styles.muted}>{module.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
