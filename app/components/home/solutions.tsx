import { BrainCircuit, Compass, TrendingUp } from "lucide-react";
import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import { solutions } from "~/content/home";
import * as styles from "./home.css";

const icons = { BrainCircuit, Compass, TrendingUp };

export function Solutions() {
  return (
    <PageSection
      titleId="solutions-title"
      title="Solutions built for small businesses"
      lead="Practical help where it moves the needle, from the first plan to the next hire."
    >
      <ul className={styles.cardGrid}>
        {solutions.map((solution) => {
          const Icon = icons[solution.icon];
          return (
            <li key={solution.title} className={card.surface}>
              <span className={styles.cardIcon}>
                <Icon aria-hidden="true" size={26} />
              </span>
              <h3 className={styles.cardTitle}>{solution.title}</h3>
              <p className={card.text}>{solution.description}</p>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
