import { CircleCheck } from "lucide-react";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageSection } from "~/components/ui/page-section";
import { BUSINESS_PLAN_FACTORY_ID, businessPlanFactory } from "~/content/business-plan-page";
import type { CatalogItem } from "~/content/catalog/types";
import { formatMoney } from "~/utils/money";
import * as styles from "./business-plans.css";
import { PlanGrid } from "./plan-card";

export function BusinessPlanFactory({
  plans,
  consultation,
}: {
  plans: readonly CatalogItem[];
  consultation: CatalogItem & { url: string };
}) {
  const consultationPrice = formatMoney(consultation.priceCents);
  return (
    <PageSection
      id={BUSINESS_PLAN_FACTORY_ID}
      titleId="business-plan-factory-title"
      title={businessPlanFactory.title}
      lead={businessPlanFactory.lead}
      alt
    >
      <ul className={styles.stats} aria-label="Our track record">
        {businessPlanFactory.stats.map((stat) => (
          <li key={stat.label} className={styles.stat} data-stat="">
            <span className={styles.statNumber}>{stat.number}</span>
            <span className={styles.statLabel}>{stat.label}</span>
          </li>
        ))}
      </ul>
      <ul className={styles.points} aria-label="Why our business plans">
        {businessPlanFactory.points.map((point) => (
          <li key={point.title} className={styles.point}>
            <CircleCheck aria-hidden="true" size={22} className={styles.pointIcon} />
            <div>
              <strong className={styles.pointTitle}>{point.title}</strong>
              <p className={styles.pointText}>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.consultation} data-consultation="">
        <div>
          <p className={styles.consultationTitle}>
            <strong>
              {consultationPrice} {consultation.title}
            </strong>
          </p>
          <p className={styles.consultationText}>
            {businessPlanFactory.consultationText} {consultation.description}
          </p>
        </div>
        <ExternalLink href={consultation.url} className={button.secondary}>
          Book a {consultationPrice} Consultation
        </ExternalLink>
      </div>
      <h3 className={styles.plansHeading}>{businessPlanFactory.plansTitle}</h3>
      <PlanGrid items={plans} headingLevel={4} label="Business plans" />
    </PageSection>
  );
}
