import { Link, useSearchParams, type MetaFunction } from "@remix-run/react";
import { BrandPortfolio } from "~/components/branding/brand-portfolio";
import { BrandServices } from "~/components/branding/brand-services";
import { CallToAction } from "~/components/company/call-to-action";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { TeamConsultantIntro } from "~/components/widgets/consultant-intro";
import {
  BRANDING_PATH,
  brandingClosing,
  brandingConsultant,
  brandingHero,
  brandingSeo,
  brandServices,
  PORTFOLIO_SECTION_ID,
  SERVICE_PARAM,
  serviceFromParam,
} from "~/content/branding-page";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    ...brandingSeo,
    jsonLd: [
      offerCatalogJsonLd(siteUrlFrom(args.matches), {
        name: "Branding Services",
        description: brandingSeo.description,
        path: BRANDING_PATH,
        items: brandServices.map((service) => service.item),
      }),
    ],
  });

export default function BTheBrand() {
  const [searchParams] = useSearchParams();
  const service = serviceFromParam(searchParams.get(SERVICE_PARAM));
  return (
    <>
      <PageHero title={brandingHero.title} eyebrow={brandingHero.eyebrow} lead={brandingHero.lead}>
        <ExternalLink href={brandingHero.consultationUrl} className={button.primary}>
          Schedule Consultation
        </ExternalLink>
        <a href={`#${PORTFOLIO_SECTION_ID}`} className={button.outlineLight}>
          View Portfolio
        </a>
      </PageHero>
      <TeamConsultantIntro consultant={brandingConsultant} />
      <BrandServices />
      <BrandPortfolio service={service} />
      <CallToAction id="brand-cta-title" title={brandingClosing.title} text={brandingClosing.text}>
        <ExternalLink href={brandingHero.consultationUrl} className={button.primary}>
          Schedule Consultation
        </ExternalLink>
        <Link to="/services" className={button.outlineLight}>
          Explore All Services
        </Link>
      </CallToAction>
    </>
  );
}
