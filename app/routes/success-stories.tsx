import { Link, type MetaFunction } from "react-router";
import { CallToAction } from "~/components/company/call-to-action";
import { StoriesList } from "~/components/company/stories-list";
import { StatsBand } from "~/components/home/stats";
import { button } from "~/components/ui/button.css";
import { PageHero } from "~/components/ui/page-hero";
import { successBand } from "~/content/home";
import { site } from "~/content/site";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Success Stories",
    description: `How entrepreneurs, small businesses and non-profits got funded, branded and growing with ${site.name}: client stories, results and testimonials.`,
    keywords: ["client success stories", "case studies", "small business results"],
  });

export default function SuccessStories() {
  return (
    <>
      <PageHero
        eyebrow="Client results"
        title="Success Stories"
        lead="Loans approved, grants won and hours saved every week: see what changes when a business gets the right plan and the right tools."
      />
      <StatsBand
        id="success-band-title"
        title="Our results in numbers"
        stats={successBand}
        tone="light"
      />
      <StoriesList />
      <CallToAction
        id="stories-cta-title"
        title="Ready to write your own success story?"
        text="Start with a one-to-one consultation, or browse our services to see where we can help."
      >
        <Link to="/consultations" className={button.primary}>
          Schedule Consultation
        </Link>
        <Link to="/services" className={button.outlineLight}>
          Explore Our Services
        </Link>
      </CallToAction>
    </>
  );
}
