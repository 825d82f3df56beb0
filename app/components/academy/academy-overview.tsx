import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import { overviewModules, scheduleSummary } from "~/content/academy";
import * as styles from "./academy.css";

export function AcademyOverview() {
  return (
    <PageSection alt titleId="overview-title" title="Program overview" lead={scheduleSummary()}>
      <ol className={styles.modules}>
        {overviewModules.map((module, index) => (
          <li key={module.title} className={card.surface}>
            <span className={styles.moduleNumber} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className={styles.moduleTitle}>{module.title}</h3>
            <p className={card.text}>{module.text}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
