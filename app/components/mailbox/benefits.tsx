import { Building2, MapPin, Package, ScanLine, ShieldCheck, Smartphone } from "lucide-react";
import * as card from "~/components/ui/card.css";
import { mailboxBenefits } from "~/content/mailbox";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./mailbox.css";

const icons = { Building2, MapPin, Package, ScanLine, ShieldCheck, Smartphone };

export function Benefits() {
  return (
    <section className={section} aria-labelledby="benefits-title">
      <div className={container}>
        <h2 id="benefits-title" className={sectionHeading}>
          Why a virtual mailbox
        </h2>
        <p className={sectionLead}>
          Everything a home-based or remote business needs from a real address.
        </p>
        <ul className={card.grid} aria-label="Benefits">
          {mailboxBenefits.map((benefit) => {
            const Icon = icons[benefit.icon];
            return (
              <li key={benefit.title} className={card.card} data-benefit="">
                <span className={styles.benefitIcon}>
                  <Icon aria-hidden="true" size={26} />
                </span>
                <h3 className={card.title}>{benefit.title}</h3>
                <p className={card.text}>{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
