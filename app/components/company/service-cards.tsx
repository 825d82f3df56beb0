import { Link } from "react-router";
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
import { IconCard } from "~/components/ui/icon-card";
import { PageSection } from "~/components/ui/page-section";
import { serviceCards } from "~/content/services";
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

export function ServiceCards() {
  return (
    <PageSection
      titleId="services-list-title"
      title="Find the right help for your business"
      lead="Whether you are writing your first plan or automating a growing team, each service is led by a consultant who does this work every day."
    >
      <ul className={card.grid}>
        {serviceCards.map((service) => (
          <IconCard
            key={service.path}
            icon={icons[service.icon]}
            title={
              <Link to={service.path} className={company.stretchedLink}>
                {service.title}
              </Link>
            }
            className={company.linkCard}
            data-service-card=""
          >
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
          </IconCard>
        ))}
      </ul>
    </PageSection>
  );
}
