import { Award, Handshake, Laptop, Sparkles, Target, Users } from "lucide-react";
import { benefits } from "~/content/academy";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./academy.css";

const icons = { Award, Handshake, Laptop, Sparkles, Target, Users };

export function AcademyBenefits() {
  return (
    <section className={section} aria-labelledby="benefits-title">
      <div className={container}>
        <h2 id="benefits-title" className={sectionHeading}>
          Why learn with us
        </h2>
        <p className={sectionLead}>Built for people who need results, not theory.</p>
        <ul className={styles.benefits}>
          {benefits.map((benefit) => {
            const Icon = icons[benefit.icon];
            return (
              <li key={benefit.title} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <Icon aria-hidden="true" size={24} />
                </span>
                <div>
                  <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                  <p className={styles.muted}>{benefit.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
