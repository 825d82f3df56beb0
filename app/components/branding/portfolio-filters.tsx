import { Link } from "react-router";
import {
  brandingPortfolioSection,
  portfolioFilterHref,
  type BrandService,
  type BrandServiceId,
} from "~/content/branding-page";
import * as styles from "./branding.css";

export function PortfolioFilters({
  services,
  selected,
}: {
  services: readonly BrandService[];
  selected: BrandServiceId | undefined;
}) {
  const filters = [
    {
      key: "all",
      label: brandingPortfolioSection.allLabel,
      href: portfolioFilterHref(),
      current: !selected,
    },
    ...services.map((service) => ({
      key: service.id,
      label: service.label,
      href: portfolioFilterHref(service.id),
      current: service.id === selected,
    })),
  ];
  return (
    <nav aria-label="Filter projects by service">
      <ul className={styles.filters}>
        {filters.map((filter) => (
          <li key={filter.key}>
            <Link
              to={filter.href}
              preventScrollReset
              className={styles.filter}
              aria-current={filter.current ? "true" : undefined}
              data-filter={filter.key}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
