import type { MetaFunction } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { NeedHelp } from "~/components/build-studio/need-help";
import { StartupPackages } from "~/components/build-studio/startup-packages";
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
  needHelp,
  PACKAGES_SECTION_ID,
  packagesSection,
} from "~/content/build-studio-page";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    ...buildStudioSeo,
    jsonLd: [
      offerCatalogJsonLd(siteUrlFrom(args.matches), {
        name: "Start-Up Services and Packages",
        description: buildStudioSeo.description,
        path: BUILD_STUDIO_PATH,
        items: [...packagesSection.items, needHelp.call],
      }),
    ],
  });

export default function BuildStudio() {
  return (
    <>
      <PageHero
        title={buildStudioHero.title}
        eyebrow={buildStudioHero.eyebrow}
        lead={buildStudioHero.lead}
      >
        <a href={`#${PACKAGES_SECTION_ID}`} className={button.primary}>
          View Packages
        </a>
        <ExternalLink href={needHelp.call.url} className={button.outlineLight}>
          Book a {needHelp.call.title}
        </ExternalLink>
      </PageHero>
      <TeamConsultantIntro consultant={buildStudioConsultant} />
      <NeedHelp />
      <StartupPackages />
      <CallToAction
        id="build-studio-cta-title"
        title={buildStudioClosing.title}
        text={buildStudioClosing.text}
      >
        <ExternalLink href={needHelp.call.url} className={button.primary}>
          Book a {needHelp.call.title}
        </ExternalLink>
        <Link to="/business-plan" className={button.outlineLight}>
          Business Plans
        </Link>
      </CallToAction>
    </>
  );
}
