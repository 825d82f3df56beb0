import { Link, useLoaderData, type MetaFunction } from "react-router";
import { catalogIconDrawings } from "~/.server/catalog-icons";
import { AiSolutions } from "~/components/ai-services/ai-solutions";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
import { CallToAction } from "~/components/company/call-to-action";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { TeamConsultantIntro } from "~/components/widgets/consultant-intro";
import {
  aiConsultant,
  aiServicesClosing,
  aiServicesHero,
  aiServicesJsonLd,
  aiSolutionsId,
} from "~/content/ai-services-page";
import { aiServicesPageData } from "~/content/ai-services-page.server";
import { SEARCH_PARAM, normaliseQuery } from "~/utils/search-query";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { pageCatalogue } from "~/.server/catalogue";
import type { RouteArgs } from "~/.server/context";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "AI Services for Business Growth",
    description:
      "AI for marketing, customer experience, accounting, projects, data analytics and lead generation, set up for you with clear prices and Buy Now, Pay Later.",
    keywords: [
      "AI for small business",
      "AI marketing services",
      "AI bookkeeping automation",
      "AI lead generation",
      "business automation Charlotte NC",
    ],
    jsonLd: args.loaderData
      ? [aiServicesJsonLd(siteUrlFrom(args.matches), args.loaderData.categories)]
      : [],
  });

/** Opens checkout, so the page's CSP allows the payment providers. */
export const handle = { checkout: true };

export async function loader({ request, context }: RouteArgs) {
  const data = (await pageCatalogue(context)).overlay(
    aiServicesPageData(normaliseQuery(new URL(request.url).searchParams.get(SEARCH_PARAM))),
  );
  const shown = data.results.flatMap(({ category, services, premium }) => [
    category,
    category.consultation,
    ...services,
    ...(premium ? [premium] : []),
  ]);
  return { ...data, icons: catalogIconDrawings(shown) };
}

export default function AiBusinessGrowth() {
  const { query, results, icons } = useLoaderData<typeof loader>();
  return (
    <CatalogIcons drawings={icons}>
      <PageHero
        eyebrow={aiServicesHero.eyebrow}
        title={aiServicesHero.title}
        lead={aiServicesHero.lead}
      >
        <ExternalLink href={aiServicesHero.consultationUrl} className={button.primary}>
          {aiServicesHero.consultationLabel}
        </ExternalLink>
        <a href={`#${aiSolutionsId}`} className={button.outlineLight}>
          {aiServicesHero.exploreLabel}
        </a>
      </PageHero>
      <TeamConsultantIntro consultant={aiConsultant} />
      <AiSolutions query={query} results={results} />
      <CallToAction
        id="ai-services-cta-title"
        title={aiServicesClosing.title}
        text={aiServicesClosing.text}
      >
        <ExternalLink href={aiServicesClosing.primaryUrl} className={button.primary}>
          {aiServicesClosing.primaryLabel}
        </ExternalLink>
        <Link to={aiServicesClosing.secondaryPath} className={button.outlineLight}>
          {aiServicesClosing.secondaryLabel}
        </Link>
      </CallToAction>
    </CatalogIcons>
  );
}
