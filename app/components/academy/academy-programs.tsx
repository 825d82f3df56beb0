import { Briefcase, Rocket } from "lucide-react";
import { programs } from "~/content/academy";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./academy.css";

const icons = { Briefcase, Rocket };

/** The two programs (S-ACADEMY-02). */
export function AcademyPrograms() {
  return (
    <section id="programs" className={section} aria-labelledby="programs-title">
      <div className={container}>
        <h2 id="programs-title" className={sectionHeading}>
          Two programs, one goal: AI skills you use right away
        </h2>
        <p className={sectionLead}>
          Choose the track that fits where you are: getting hired or growing a business.
        </p>
        <ul className={styles.programs}>
          {programs.map((program) => {
            const Icon = icons[program.icon];
            return (
              <li key={program.slug} className={styles.program} data-program={program.slug}>
                <span className={styles.programIcon}>
                  <Icon aria-hidden="true" size={28} />
                </span>
                <h3 className={styles.programTitle}>{program.title}</h3>
                <p className={styles.audience}>{program.audience}</p>
                <p className={styles.muted}>{program.description}</p>
                <h4 className={styles.smallHeading}>You will learn to</h4>
                <ul className={styles.outcomes}>
                  {program.outcomes.map((outcome) => (
                    <li key={outcome}>{outcome}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
