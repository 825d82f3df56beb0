import {
  brandingPortfolioSection,
  brandService,
  portfolioEntriesFor,
  PORTFOLIO_SECTION_ID,
  projectCountText,
  type BrandService,
  type BrandServiceId,
} from "~/content/branding-page";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import { PortfolioEntry } from "./portfolio-entry";
import { PortfolioFilters } from "./portfolio-filters";
import * as styles from "./branding.css";

export function BrandPortfolio({
  services,
  service,
}: {
  services: readonly BrandService[];
  service: BrandServiceId | undefined;
}) {
  const entries = portfolioEntriesFor(service);
  const label = service ? brandService(services, service).label : brandingPortfolioSection.allLabel;
  return (
    <section id={PORTFOLIO_SECTION_ID} className={section} aria-labelledby="brand-portfolio-title">
      <div className={container}>
        <h2 id="brand-portfolio-title" className={sectionHeading}>
          {brandingPortfolioSection.title}
        </h2>
        <p className={sectionLead}>{brandingPortfolioSection.lead}</p>
        <PortfolioFilters services={services} selected={service} />
        <p className={styles.count} role="status">
          {projectCountText(services, service)}
        </p>
        <ul className={styles.gallery} aria-label={`${label} projects`}>
          {entries.map((entry) => (
            <PortfolioEntry
              key={entry.id}
              entry={entry}
              serviceLabel={brandService(services, entry.service).label}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
