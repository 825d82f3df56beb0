import {
  brandingPortfolioSection,
  brandService,
  portfolioEntriesFor,
  PORTFOLIO_SECTION_ID,
  projectCountText,
  type BrandServiceId,
} from "~/content/branding-page";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import { PortfolioEntry } from "./portfolio-entry";
import { PortfolioFilters } from "./portfolio-filters";
import * as styles from "./branding.css";

/** The portfolio gallery (S-BRAND-05..08): the filter, a status line and the entries. */
export function BrandPortfolio({ service }: { service: BrandServiceId | undefined }) {
  const entries = portfolioEntriesFor(service);
  const label = service ? brandService(service).label : brandingPortfolioSection.allLabel;
  return (
    <section id={PORTFOLIO_SECTION_ID} className={section} aria-labelledby="brand-portfolio-title">
      <div className={container}>
        <h2 id="brand-portfolio-title" className={sectionHeading}>
          {brandingPortfolioSection.title}
        </h2>
        <p className={sectionLead}>{brandingPortfolioSection.lead}</p>
        <PortfolioFilters selected={service} />
        <p className={styles.count} role="status">
          {projectCountText(service)}
        </p>
        <ul className={styles.gallery} aria-label={`${label} projects`}>
          {entries.map((entry) => (
            <PortfolioEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      </div>
    </section>
  );
}
