import type { MetaFunction } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { BusinessPlanFactory } from "~/components/business-plans/business-plan-factory";
import { FinancialProjections } from "~/components/business-plans/financial-projections";
import { CallToAction } from "~/components/company/call-to-action";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { TeamConsultantIntro } from "~/components/widgets/consultant-intro";
import {
  BUSINESS_PLAN_FACTORY_ID,
  BUSINESS_PLAN_PATH,
  FINANCIAL_PROJECTIONS_ID,
  businessPlanClosing,
  businessPlanConsultant,
  businessPlanFactory,
  businessPlanHero,
  businessPlanSeo,
  financialProjectionsSection,
} from "~/content/business-plan-page";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    ...businessPlanSeo,
    jsonLd: [
      offerCatalogJsonLd(siteUrlFrom(args.matches), {
        name: "Business Plan Writing",
        description: businessPlanSeo.description,
        path: BUSINESS_PLAN_PATH,
        items: [...businessPlanFactory.plans, ...financialProjectionsSection.items],
      }),
    ],
  });

export default function BusinessPlan() {
  return (
    <>
      <PageHero
        title={businessPlanHero.title}
        eyebrow={businessPlanHero.eyebrow}
        lead={businessPlanHero.lead}
      >
        <a href={`#${BUSINESS_PLAN_FACTORY_ID}`} className={button.primary}>
          View Business Plans
        </a>
        <a href={`#${FINANCIAL_PROJECTIONS_ID}`} className={button.outlineLight}>
          Financial Projections
        </a>
      </PageHero>
      <TeamConsultantIntro consultant={businessPlanConsultant} />
      <BusinessPlanFactory />
      <FinancialProjections />
      <CallToAction
        id="business-plan-cta-title"
        title={businessPlanClosing.title}
        text={businessPlanClosing.text}
      >
        <ExternalLink href={businessPlanFactory.consultation.url} className={button.primary}>
          Talk to a Business Plan Consultant
        </ExternalLink>
        <Link to="/consultations" className={button.outlineLight}>
          Explore Consultations
        </Link>
      </CallToAction>
    </>
  );
}
