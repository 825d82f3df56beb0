import { Link } from "@remix-run/react";
import { ArrowRight } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import type { RelatedService } from "~/content/services";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";

/**
 * "Related Services" (D1 §2.6): the services a page suggests next. The route's loader picks them
 * on the server (`pickRelatedServices` in `~/.server/related-services`) and passes them here, so
 * the server-rendered HTML and the hydrated page show the same three.
 */
export function RelatedServices({ services }: { services: readonly RelatedService[] }) {
  if (services.length === 0) return null;
  return (
    <section className={sectionAlt} aria-labelledby="related-services-title">
      <div className={container}>
        <h2 id="related-services-title" className={sectionHeading}>
          Related Services
        </h2>
        <p className={sectionLead}>More ways our team can help your business grow.</p>
        <ul className={card.grid}>
          {services.map((service) => (
            <li key={service.path} className={card.card} data-related-service="">
              <h3 className={card.title}>{service.title}</h3>
              <p className={card.text}>{service.description}</p>
              <div className={card.actions}>
                <Link
                  to={service.path}
                  className={button.outline}
                  aria-label={`Learn more about ${service.title}`}
                >
                  Learn more
                  <ArrowRight aria-hidden="true" size={18} />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
