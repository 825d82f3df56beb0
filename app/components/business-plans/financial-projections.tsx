import {
  FINANCIAL_PROJECTIONS_ID,
  financialProjectionsSection,
} from "~/content/business-plan-page";
import type { CatalogItem } from "~/content/catalog/types";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import { PlanGrid } from "./plan-card";

/** The financial projections: 1, 3 and 5 years (S-PLANS-11, S-PLANS-13). */
export function FinancialProjections({ items }: { items: readonly CatalogItem[] }) {
  return (
    <section
      id={FINANCIAL_PROJECTIONS_ID}
      className={section}
      aria-labelledby="financial-projections-title"
    >
      <div className={container}>
        <h2 id="financial-projections-title" className={sectionHeading}>
          {financialProjectionsSection.title}
        </h2>
        <p className={sectionLead}>{financialProjectionsSection.lead}</p>
        <PlanGrid items={items} headingLevel={3} label="Financial projections" />
      </div>
    </section>
  );
}
