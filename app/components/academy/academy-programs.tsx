import { Briefcase, Rocket } from "lucide-react";
import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import { programs } from "~/content/academy";
import * as styles from "./academy.css";

const icons = { Briefcase, Rocket };

export function AcademyPrograms() {
  return (
    <PageSection
      id="programs"
      titleId="programs-title"
      title="Two programs, one goal: AI skills you use right away"
      lead="Choose the track that fits where you are: getting hired or growing a business."
    >
      <ul className={styles.programs}>
        {programs.map((program) => {
          const Icon = icons[program.icon];
          return (
            <li key={program.slug} className={styles.program} data-program={program.slug}>
              <span className={styles.programIcon}>
                <Icon aria-hidden="true" size={28} />
              </span>
              <h3 className={card.title}>{program.title}</h3>
              <p className={styles.audience}>{program.audience}</p>
              <p className={card.text}>{program.description}</p>
              <h4 className={styles.smallHeading}>You will learn to</h4>
              <ul className={card.list}>
                {program.outcomes.map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
