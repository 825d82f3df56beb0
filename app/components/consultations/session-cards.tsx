import { PageSection } from "~/components/ui/page-section";
import { consultationsAnchors, sessionsSection } from "~/content/consultations-page";
import * as styles from "./consultations.css";
import { SessionCard } from "./session-card";

/** The three session cards, 15, 30 and 60 minutes (#one-on-one-consultations, S-CONSULT-06). */
export function SessionCards() {
  return (
    <PageSection
      id={consultationsAnchors.sessions}
      titleId="sessions-title"
      title={sessionsSection.title}
      lead={sessionsSection.lead}
    >
      <ul className={styles.sessions} aria-label="Consultation sessions">
        {sessionsSection.tiers.map((tier) => (
          <li key={tier.id} className={styles.cell}>
            <SessionCard tier={tier} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
