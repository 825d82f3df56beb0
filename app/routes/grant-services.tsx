import { Link, useLoaderData, type MetaFunction } from "react-router";
import { catalogIconDrawings } from "~/.server/catalog-icons";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
import { CallToAction } from "~/components/company/call-to-action";
import { GClub } from "~/components/grants/g-club";
import { GrantPackages } from "~/components/grants/grant-packages";
import { GrantServices } from "~/components/grants/grant-services";
import { GrantWhyChoose } from "~/components/grants/grant-why-choose";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { TeamConsultantIntro } from "~/components/widgets/consultant-intro";
import {
  G_CLUB_ID,
  GRANT_PACKAGES_ID,
  GRANT_SERVICES_PATH,
  grantClosing,
  grantConsultant,
  grantHero,
  grantSeo,
} from "~/content/grant-services-page";
import { grantOffers } from "~/content/grant-services-page.server";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { pageCatalogue } from "~/.server/catalogue";
import type { RouteArgs } from "~/.server/context";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    ...grantSeo,
    jsonLd: args.loaderData
      ? [
          offerCatalogJsonLd(siteUrlFrom(args.matches), {
            name: "Grant Research and Writing",
            description: grantSeo.description,
            path: GRANT_SERVICES_PATH,
            items: [...args.loaderData.packages, args.loaderData.gClub],
          }),
        ]
      : [],
  });

/** Opens checkout, so the page's CSP allows the payment providers. */
export const handle = { checkout: true };

export async function loader({ context }: RouteArgs) {
  const offers = (await pageCatalogue(context)).overlay(grantOffers);
  const { packages, gClub } = offers;
  return { ...offers, icons: catalogIconDrawings([...packages, gClub]) };
}

export default function GrantServicesPage() {
  const { consultation, gClub, packages, icons } = useLoaderData<typeof loader>();
  return (
    <CatalogIcons drawings={icons}>
      <PageHero title={grantHero.title} eyebrow={grantHero.eyebrow} lead={grantHero.lead}>
        <a href={`#${GRANT_PACKAGES_ID}`} className={button.primary}>
          Explore Grant Packages
        </a>
        <a href={`#${G_CLUB_ID}`} className={button.outlineLight}>
          See G Club+ Membership
        </a>
      </PageHero>
      <TeamConsultantIntro consultant={grantConsultant} />
      <GrantWhyChoose consultation={consultation} />
      <GClub membership={gClub} />
      <GrantServices />
      <GrantPackages items={packages} />
      <CallToAction id="grant-cta-title" title={grantClosing.title} text={grantClosing.text}>
        <ExternalLink href={consultation.url} className={button.primary}>
          Talk to a Grant Specialist
        </ExternalLink>
        <Link to="/consultations" className={button.outlineLight}>
          Explore Consultations
        </Link>
      </CallToAction>
    </CatalogIcons>
  );
}
