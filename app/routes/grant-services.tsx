import type { MetaFunction } from "@remix-run/react";
import { Link } from "@remix-run/react";
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
  gClub,
  grantClosing,
  grantConsultant,
  grantConsultationButton,
  grantHero,
  grantPackages,
  grantSeo,
} from "~/content/grant-services-page";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    ...grantSeo,
    jsonLd: [
      offerCatalogJsonLd(siteUrlFrom(args.matches), {
        name: "Grant Research and Writing",
        description: grantSeo.description,
        path: GRANT_SERVICES_PATH,
        items: [...grantPackages.items, gClub.item],
      }),
    ],
  });

export default function GrantServicesPage() {
  return (
    <>
      <PageHero title={grantHero.title} eyebrow={grantHero.eyebrow} lead={grantHero.lead}>
        <a href={`#${GRANT_PACKAGES_ID}`} className={button.primary}>
          Explore Grant Packages
        </a>
        <a href={`#${G_CLUB_ID}`} className={button.outlineLight}>
          See G Club+ Membership
        </a>
      </PageHero>
      <TeamConsultantIntro consultant={grantConsultant} />
      <GrantWhyChoose />
      <GClub />
      <GrantServices />
      <GrantPackages />
      <CallToAction id="grant-cta-title" title={grantClosing.title} text={grantClosing.text}>
        <ExternalLink href={grantConsultationButton.url} className={button.primary}>
          Talk to a Grant Specialist
        </ExternalLink>
        <Link to="/consultations" className={button.outlineLight}>
          Explore Consultations
        </Link>
      </CallToAction>
    </>
  );
}
