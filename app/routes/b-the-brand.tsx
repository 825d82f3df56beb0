import {
  Link,
  useLoaderData,
  useSearchParams,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { catalogIconDrawings } from "~/.server/catalog-icons";
import { BrandPortfolio } from "~/components/branding/brand-portfolio";
import { BrandServices } from "~/components/branding/brand-services";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
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
  PORTFOLIO_SECTION_ID,
  SERVICE_PARAM,
  serviceFromParam,
} from "~/content/branding-page";
import { brandServices } from "~/content/branding-page.server";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { pageCatalogue } from "~/.server/catalogue";
import type { RouteArgs } from "~/.server/context";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    ...brandingSeo,
    jsonLd: args.loaderData
      ? [
          offerCatalogJsonLd(siteUrlFrom(args.matches), {
            name: "Branding Services",
            description: brandingSeo.description,
            path: BRANDING_PATH,
            items: args.loaderData.services.map((service) => service.item),
          }),
        ]
      : [],
  });

/** Opens checkout, so the page's CSP allows the payment providers. */
export const handle = { checkout: true };

export async function loader({ context }: RouteArgs) {
  const services = (await pageCatalogue(context)).overlay(brandServices);
  return { services, icons: catalogIconDrawings(services.map((service) => service.item)) };
}

/** The services never change with the gallery filter (`?service=`): no need to load them again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function BTheBrand() {
  const { services, icons } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const service = serviceFromParam(searchParams.get(SERVICE_PARAM));
  return (
    <CatalogIcons drawings={icons}>
      <PageHero title={brandingHero.title} eyebrow={brandingHero.eyebrow} lead={brandingHero.lead}>
        <ExternalLink href={brandingHero.consultationUrl} className={button.primary}>
          Schedule Consultation
        </ExternalLink>
        <a href={`#${PORTFOLIO_SECTION_ID}`} className={button.outlineLight}>
          View Portfolio
        </a>
      </PageHero>
      <TeamConsultantIntro consultant={brandingConsultant} />
      <BrandServices services={services} />
      <BrandPortfolio services={services} service={service} />
      <CallToAction id="brand-cta-title" title={brandingClosing.title} text={brandingClosing.text}>
        <ExternalLink href={brandingHero.consultationUrl} className={button.primary}>
          Schedule Consultation
        </ExternalLink>
        <Link to="/services" className={button.outlineLight}>
          Explore All Services
        </Link>
      </CallToAction>
    </CatalogIcons>
  );
}
