import { Award, Handshake, Laptop, Sparkles, Target, Users } from "lucide-react";
import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import { benefits } from "~/content/academy";
import * as styles from "./academy.css";

const icons = { Award, Handshake, Laptop, Sparkles, Target, Users };

export function AcademyBenefits() {
  return (
    <PageSection
      titleId="benefits-title"
      title="Why learn with us"
      lead="Built for people who need results, not theory."
    >
      <ul className={card.grid}>
        {benefits.map((benefit) => {
          const Icon = icons[benefit.icon];
          return (
            <li key={benefit.title} className={styles.benefit}>
              <span className={styles.benefitIcon}>
                <Icon aria-hidden="true" size={24} />
              </span>
              <div>
                <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                <p className={card.text}>{benefit.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
