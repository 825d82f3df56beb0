import { ProductCard } from "~/components/commerce/product-card";
import { brandingServicesSection, type BrandService } from "~/content/branding-page";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./branding.css";

export function BrandServices({ services }: { services: readonly BrandService[] }) {
  return (
    <section id="services" className={sectionAlt} aria-labelledby="brand-services-title">
      <div className={container}>
        <h2 id="brand-services-title" className={sectionHeading}>
          {brandingServicesSection.title}
        </h2>
        <p className={sectionLead}>{brandingServicesSection.lead}</p>
        <ul className={styles.serviceGrid}>
          {services.map((service) => (
            <li key={service.id}>
              <ProductCard item={service.item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
