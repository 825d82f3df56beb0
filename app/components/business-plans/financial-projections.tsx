import { PageSection } from "~/components/ui/page-section";
import {
  FINANCIAL_PROJECTIONS_ID,
  financialProjectionsSection,
} from "~/content/business-plan-page";
import type { CatalogItem } from "~/content/catalog/types";
import { PlanGrid } from "./plan-card";

export function FinancialProjections({ items }: { items: readonly CatalogItem[] }) {
  return (
    <PageSection
      id={FINANCIAL_PROJECTIONS_ID}
      titleId="financial-projections-title"
      title={financialProjectionsSection.title}
      lead={financialProjectionsSection.lead}
    >
      <PlanGrid items={items} headingLevel={3} label="Financial projections" />
    </PageSection>
  );
}
