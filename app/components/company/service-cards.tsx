import { Link } from "@remix-run/react";
import {
  ArrowRight,
  Bot,
  BrainCircuit,
  FileText,
  Hammer,
  HandCoins,
  Handshake,
  Mailbox,
  MessagesSquare,
  Palette,
} from "lucide-react";
import * as card from "~/components/ui/card.css";
import { serviceCards } from "~/content/services";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as company from "./company.css";
import * as styles from "./services.css";

const icons = {
  Bot,
  BrainCircuit,
  FileText,
  Hammer,
  HandCoins,
  Handshake,
  Mailbox,
  MessagesSquare,
  Palette,
};

/** The nine service cards of /services (D1 §2.7), each a link to its page. */
export function ServiceCards() {
  return (
    <section className={section} aria-labelledby="services-list-title">
      <div className={container}>
        <h2 id="services-list-title" className={sectionHeading}>
          Find the right help for your business
        </h2>
        <p className={sectionLead}>
          Whether you are writing your first plan or automating a growing team, each service is led
          by a consultant who does this work every day.
        </p>
        <ul className={card.grid}>
          {serviceCards.map((service) => {
            const Icon = icons[service.icon];
            return (
              <li
                key={service.path}
                className={`${card.card} ${company.linkCard}`}
                data-service-card=""
              >
                <span className={styles.icon}>
                  <Icon aria-hidden="true" size={26} />
                </span>
                <h3 className={card.title}>
                  <Link to={service.path} className={company.stretchedLink}>
                    {service.title}
                  </Link>
                </h3>
                {service.consultant ? (
                  <p className={styles.consultant} data-consultant="">
                    with {service.consultant}
                  </p>
                ) : null}
                <p className={card.text}>{service.description}</p>
                <p className={styles.more} aria-hidden="true">
                  Explore
                  <ArrowRight size={16} />
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
