import { ProductCard } from "~/components/commerce/product-card";
import type { CatalogItem } from "~/content/catalog/types";
import { G_CLUB_ID, gClub, gClubSteps } from "~/content/grant-services-page";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./grants.css";

export function GClub({ membership }: { membership: CatalogItem }) {
  return (
    <section id={G_CLUB_ID} className={section} aria-labelledby="g-club-title">
      <div className={container}>
        <h2 id="g-club-title" className={sectionHeading}>
          {gClub.title}
        </h2>
        <p className={sectionLead}>{gClub.lead}</p>
        <div className={styles.club}>
          <div>
            <h3 className={styles.stepsTitle}>How credits work</h3>
            <ol className={styles.steps}>
              {gClubSteps(membership).map((step) => (
                <li key={step.title} className={styles.step}>
                  <strong className={styles.stepTitle}>{step.title}</strong>
                  <span className={styles.stepText}>{step.text}</span>
                </li>
              ))}
            </ol>
          </div>
          <ProductCard
            item={membership}
            actionLabel={gClub.actionLabel}
            premiumLabel="Membership"
            checkout={{ tab: "card", closeOnError: true }}
          />
        </div>
      </div>
    </section>
  );
}
