import { PageSection } from "~/components/ui/page-section";
import type { ConsultationTier } from "~/content/catalog/consultations";
import { consultationsAnchors, sessionsSection } from "~/content/consultations-page";
import * as styles from "./consultations.css";
import { SessionCard } from "./session-card";

export function SessionCards({ tiers }: { tiers: readonly ConsultationTier[] }) {
  return (
    <PageSection
      id={consultationsAnchors.sessions}
      titleId="sessions-title"
      title={sessionsSection.title}
      lead={sessionsSection.lead}
    >
      <ul className={styles.sessions} aria-label="Consultation sessions">
        {tiers.map((tier) => (
          <li key={tier.id} className={styles.cell}>
            <SessionCard tier={tier} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
