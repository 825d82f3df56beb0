import { BrainCircuit, GraduationCap, Handshake, Presentation, Rocket, Users } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { IconCard } from "~/components/ui/icon-card";
import { PageSection } from "~/components/ui/page-section";
import { partnershipOfferings } from "~/content/founder";
import { site } from "~/content/site";
import { useSiteShell } from "~/utils/site-shell";
import * as styles from "./founder.css";

const icons = { BrainCircuit, GraduationCap, Handshake, Presentation, Rocket, Users };

export function Partnerships() {
  const { email } = useSiteShell().contact;
  return (
    <PageSection
      id="training"
      titleId="training-title"
      title="Corporate Training & Partnerships"
      lead="Programmes for employers, workforce boards, colleges and community organisations that want to grow entrepreneurs, upskill teams and strengthen local small businesses."
    >
      <ul className={card.grid} aria-label="Partnership offerings">
        {partnershipOfferings.map((offering) => (
          <IconCard
            key={offering.title}
            icon={icons[offering.icon]}
            title={offering.title}
            data-offering=""
          >
            <p className={card.text}>{offering.description}</p>
            <p className={styles.format}>{offering.format}</p>
          </IconCard>
        ))}
      </ul>
      <div className={styles.quote}>
        <h3 className={styles.quoteTitle}>Build a programme for your organisation</h3>
        <p className={styles.quoteText}>
          Tell us about your team, your goals and your timeline, and {site.founder.firstName} will
          put together a proposal. You can also write to us at{" "}
          <a href={`mailto:${email}`}>{email}</a>.
        </p>
        {/* The spec gives this button no action. */}
        <button type="button" className={button.primary}>
          Request Partnership Quote
        </button>
      </div>
    </PageSection>
  );
}
