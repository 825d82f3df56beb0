import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import type { RelatedService } from "~/content/services";
import { visuallyHidden } from "~/styles/utilities.css";

/** The loader picks them, so the server's HTML and the hydrated page show the same three. */
export function RelatedServices({ services }: { services: readonly RelatedService[] }) {
  if (services.length === 0) return null;
  return (
    <PageSection
      alt
      titleId="related-services-title"
      title="Related Services"
      lead="More ways our team can help your business grow."
    >
      <ul className={card.grid}>
        {services.map((service) => (
          <li key={service.path} className={card.card} data-related-service="">
            <h3 className={card.title}>{service.title}</h3>
            <p className={card.text}>{service.description}</p>
            <div className={card.actions}>
              <Link to={service.path} className={button.outline}>
                Learn more<span className={visuallyHidden}> about {service.title}</span>
                <ArrowRight aria-hidden="true" size={18} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
