import { Link, useLoaderData, type MetaFunction } from "react-router";
import { catalogIconDrawings } from "~/.server/catalog-icons";
import { BusinessPlanFactory } from "~/components/business-plans/business-plan-factory";
import { FinancialProjections } from "~/components/business-plans/financial-projections";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
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
  businessPlanHero,
  businessPlanSeo,
} from "~/content/business-plan-page";
import { businessPlanOffers } from "~/content/business-plan-page.server";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { pageCatalogue } from "~/.server/catalogue";
import type { RouteArgs } from "~/.server/context";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    ...businessPlanSeo,
    jsonLd: args.loaderData
      ? [
          offerCatalogJsonLd(siteUrlFrom(args.matches), {
            name: "Business Plan Writing",
            description: businessPlanSeo.description,
            path: BUSINESS_PLAN_PATH,
            items: [...args.loaderData.plans, ...args.loaderData.projections],
          }),
        ]
      : [],
  });

/** Opens checkout, so the page's CSP allows the payment providers. */
export const handle = { checkout: true };

export async function loader({ context }: RouteArgs) {
  const offers = (await pageCatalogue(context)).overlay(businessPlanOffers);
  const { plans, projections } = offers;
  return { ...offers, icons: catalogIconDrawings([...plans, ...projections]) };
}

export default function BusinessPlan() {
  const { plans, projections, consultation, icons } = useLoaderData<typeof loader>();
  return (
    <CatalogIcons drawings={icons}>
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
      <BusinessPlanFactory plans={plans} consultation={consultation} />
      <FinancialProjections items={projections} />
      <CallToAction
        id="business-plan-cta-title"
        title={businessPlanClosing.title}
        text={businessPlanClosing.text}
      >
        <ExternalLink href={consultation.url} className={button.primary}>
          Talk to a Business Plan Consultant
        </ExternalLink>
        <Link to="/consultations" className={button.outlineLight}>
          Explore Consultations
        </Link>
      </CallToAction>
    </CatalogIcons>
  );
}
