import type { HeadersFunction } from "react-router";
import { Link, useLoaderData, type MetaFunction } from "react-router";
import { pickRelatedServices } from "~/.server/related-services";
import { CallToAction } from "~/components/company/call-to-action";
import { FounderSection } from "~/components/company/founder-section";
import { RelatedServices } from "~/components/company/related-services";
import { TeamGrid } from "~/components/company/team-grid";
import { button } from "~/components/ui/button.css";
import { PageHero } from "~/components/ui/page-hero";
import { ShareBar } from "~/components/widgets/share-bar";
import { site } from "~/content/site";
import { pageMeta } from "~/utils/seo";
const title = "Meet the Team";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title,
    description: `Meet ${site.founder.firstName} ${site.founder.lastName}, founder and CEO of ${site.name}, and the AI-powered team of consultants for branding, business plans, AI automation, grants and mentorship in Charlotte, NC.`,
    keywords: ["about us", "business consultants", "founder", "AI consultants", "Charlotte"],
  });

/** Picked per request (they vary across reloads), so the page is never shared from memory. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The Related Services block is picked here, per request, so hydration shows the same three. */
export function loader() {
  return { relatedServices: pickRelatedServices("/about") };
}

export default function About() {
  const { relatedServices } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow={`About ${site.name}`}
        title={title}
        lead="A founder who has walked the road and a team of specialists who put AI to work for entrepreneurs, small businesses and non-profits."
      />
      <FounderSection />
      <TeamGrid />
      <CallToAction
        id="schedule-title"
        title="Talk with the right expert"
        text="Tell us where your business is today and we will match you with the consultant who can move it forward fastest."
      >
        <Link to="/consultations" className={button.primary}>
          Schedule Consultation
        </Link>
      </CallToAction>
      <ShareBar title={`${title} | ${site.name}`} />
      <RelatedServices services={relatedServices} />
    </>
  );
}
