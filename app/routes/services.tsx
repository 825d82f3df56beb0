import { BookServiceLink } from "~/components/commerce/book-service-link";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { CallToAction } from "~/components/company/call-to-action";
import { ServiceCards } from "~/components/company/service-cards";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { external } from "~/content/external";
import { site } from "~/content/site";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Services",
    description: `Branding, AI avatars and automation, business plans, start-up packages, grant writing, one-to-one consultations and more from ${site.name} in Charlotte, NC.`,
    keywords: ["consulting services", "business plan writing", "branding", "AI automation"],
  });

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Our Services"
        lead="Everything a growing business needs, from the first plan and brand to AI tools, funding and one-to-one guidance."
      >
        <ExternalLink href={external.scheduling} className={button.primary}>
          Book Discovery Consultation
        </ExternalLink>
        <BookServiceLink className={button.outlineLight} />
      </PageHero>
      <ServiceCards />
      <CallToAction
        id="services-cta-title"
        title="Not sure where to start?"
        text="A $25 discovery call gives you a clear next step and the right consultant for it."
      >
        <ExternalLink href={external.scheduling} className={button.primary}>
          Book Discovery Consultation
        </ExternalLink>
        <Link to="/success-stories" className={button.outlineLight}>
          See Client Results
        </Link>
      </CallToAction>
    </>
  );
}
