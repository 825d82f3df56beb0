import { CircleCheck, Trophy } from "lucide-react";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import type { CatalogItem } from "~/content/catalog/types";
import {
  grantConsultationLabel,
  highestGrant,
  whyChooseReasons,
} from "~/content/grant-services-page";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./grants.css";

export function GrantWhyChoose({ consultation }: { consultation: CatalogItem & { url: string } }) {
  return (
    <section className={sectionAlt} aria-labelledby="grant-why-title">
      <div className={container}>
        <h2 id="grant-why-title" className={sectionHeading}>
          Why Choose Us for Grants
        </h2>
        <p className={sectionLead} data-highest-grant="">
          {highestGrant.statement}
        </p>
        <div className={styles.why}>
          <p className={styles.highlight}>
            <Trophy aria-hidden="true" size={40} className={styles.highlightIcon} />
            <span className={styles.highlightAmount}>{highestGrant.amount}</span>
            <span className={styles.highlightLabel}>{highestGrant.label}</span>
          </p>
          <ul className={styles.reasons} aria-label="Why choose us">
            {whyChooseReasons.map((reason) => (
              <li key={reason.title} className={styles.reason} data-reason="">
                <CircleCheck aria-hidden="true" size={22} className={styles.reasonIcon} />
                <div>
                  <strong className={styles.reasonTitle}>{reason.title}</strong>
                  <p className={styles.reasonText}>{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.book}>
          <p className={styles.bookText}>{consultation.description}</p>
          <ExternalLink href={consultation.url} className={button.primary}>
            {grantConsultationLabel(consultation)}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
