import { Link, useLoaderData, type MetaFunction } from "react-router";
import { catalogIconDrawings } from "~/.server/catalog-icons";
import { NeedHelp } from "~/components/build-studio/need-help";
import { StartupPackages } from "~/components/build-studio/startup-packages";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
import { CallToAction } from "~/components/company/call-to-action";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { TeamConsultantIntro } from "~/components/widgets/consultant-intro";
import {
  BUILD_STUDIO_PATH,
  buildStudioClosing,
  buildStudioConsultant,
  buildStudioHero,
  buildStudioSeo,
  PACKAGES_SECTION_ID,
  packagesSection,
} from "~/content/build-studio-page";
import { buildStudioOffers } from "~/content/build-studio-page.server";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { pageCatalogue } from "~/.server/catalogue";
import type { RouteArgs } from "~/.server/context";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    ...buildStudioSeo,
    jsonLd: args.loaderData
      ? [
          offerCatalogJsonLd(siteUrlFrom(args.matches), {
            name: packagesSection.title,
            description: buildStudioSeo.description,
            path: BUILD_STUDIO_PATH,
            items: [...args.loaderData.packages, args.loaderData.discoveryCall],
          }),
        ]
      : [],
  });

/** Opens checkout, so the page's CSP allows the payment providers. */
export const handle = { checkout: true };

export async function loader({ context }: RouteArgs) {
  const offers = (await pageCatalogue(context)).overlay(buildStudioOffers);
  return { ...offers, icons: catalogIconDrawings(offers.packages) };
}

export default function BuildStudio() {
  const { packages, discoveryCall, icons } = useLoaderData<typeof loader>();
  return (
    <CatalogIcons drawings={icons}>
      <PageHero
        title={buildStudioHero.title}
        eyebrow={buildStudioHero.eyebrow}
        lead={buildStudioHero.lead}
      >
        <a href={`#${PACKAGES_SECTION_ID}`} className={button.primary}>
          View Packages
        </a>
        <ExternalLink href={discoveryCall.url} className={button.outlineLight}>
          Book a {discoveryCall.title}
        </ExternalLink>
      </PageHero>
      <TeamConsultantIntro consultant={buildStudioConsultant} />
      <NeedHelp call={discoveryCall} />
      <StartupPackages items={packages} />
      <CallToAction
        id="build-studio-cta-title"
        title={buildStudioClosing.title}
        text={buildStudioClosing.text}
      >
        <ExternalLink href={discoveryCall.url} className={button.primary}>
          Book a {discoveryCall.title}
        </ExternalLink>
        <Link to="/business-plan" className={button.outlineLight}>
          Business Plans
        </Link>
      </CallToAction>
    </CatalogIcons>
  );
}
