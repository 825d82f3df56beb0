import { BrainCircuit, GraduationCap, Handshake, Presentation, Rocket, Users } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { partnershipOfferings } from "~/content/founder";
import { site } from "~/content/site";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./founder.css";

const icons = { BrainCircuit, GraduationCap, Handshake, Presentation, Rocket, Users };

/** The training section (#training): six corporate partnership offerings. */
export function Partnerships() {
  return (
    <section id="training" className={section} aria-labelledby="training-title">
      <div className={container}>
        <h2 id="training-title" className={sectionHeading}>
          Corporate Training &amp; Partnerships
        </h2>
        <p className={sectionLead}>
          Programmes for employers, workforce boards, colleges and community organisations that want
          to grow entrepreneurs, upskill teams and strengthen local small businesses.
        </p>
        <ul className={card.grid} aria-label="Partnership offerings">
          {partnershipOfferings.map((offering) => {
            const Icon = icons[offering.icon];
            return (
              <li key={offering.title} className={card.card} data-offering="">
                <span className={styles.offeringIcon}>
                  <Icon aria-hidden="true" size={26} />
                </span>
                <h3 className={card.title}>{offering.title}</h3>
                <p className={card.text}>{offering.description}</p>
                <p className={styles.format}>{offering.format}</p>
              </li>
            );
          })}
        </ul>
        <div className={styles.quote}>
          <h3 className={styles.quoteTitle}>Build a programme for your organisation</h3>
          <p className={styles.quoteText}>
            Tell us about your team, your goals and your timeline, and {site.founder.firstName} will
            put together a proposal. You can also write to us at{" "}
            <a href={`mailto:${site.email}`}>{site.email}</a>.
          </p>
          {/* The spec gives this button no action (D2 §2 Founder page). */}
          <button type="button" className={button.primary}>
            Request Partnership Quote
          </button>
        </div>
      </div>
    </section>
  );
}
