import { CircleCheck, PenLine, Search } from "lucide-react";
import * as product from "~/components/commerce/product-card.css";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { ExternalLink } from "~/components/ui/external-link";
import { grantServices, type GrantService } from "~/content/grant-services-page";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./grants.css";

const icons = { "grant-research": Search, "grant-writing": PenLine } as const;

export function GrantServices() {
  return (
    <section className={sectionAlt} aria-labelledby="grant-services-title">
      <div className={container}>
        <h2 id="grant-services-title" className={sectionHeading}>
          Research and Writing, Done With You
        </h2>
        <p className={sectionLead}>
          Start with a consultation: we look at your organization, your timeline and your funding
          goal, then recommend research, writing or both.
        </p>
        <ul className={styles.services}>
          {grantServices.map((service) => (
            <GrantServiceCard key={service.slug} service={service} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function GrantServiceCard({ service }: { service: GrantService }) {
  const Icon = icons[service.slug];
  const titleId = `grant-service-${service.slug}`;
  return (
    <li className={card.card} data-grant-service={service.slug}>
      <div className={product.head}>
        <span className={product.icon}>
          <Icon aria-hidden="true" size={26} />
        </span>
        <h3 id={titleId} className={card.title}>
          {service.title}
        </h3>
      </div>
      <p className={card.text}>{service.description}</p>
      <ul className={styles.points} aria-label={`${service.title}: what you get`}>
        {service.points.map((point) => (
          <li key={point}>
            <CircleCheck aria-hidden="true" size={18} className={styles.check} />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <div className={card.actions}>
        <ExternalLink
          href={service.scheduleUrl}
          className={button.secondary}
          aria-describedby={titleId}
        >
          Schedule Consultation
        </ExternalLink>
      </div>
    </li>
  );
}
