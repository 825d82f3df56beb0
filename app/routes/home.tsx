import { useLoaderData, type MetaFunction } from "react-router";
import { configOf, type RouteArgs } from "~/.server/context";
import { homePromo } from "~/.server/site-content";
import { Affiliates } from "~/components/home/affiliates";
import { Hero } from "~/components/home/hero";
import { IntroVideo } from "~/components/home/intro-video";
import { NewsletterSection } from "~/components/home/newsletter-section";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { Solutions } from "~/components/home/solutions";
import { StatsBand } from "~/components/home/stats";
import { Testimonials } from "~/components/home/testimonials";
import { PromoPopup } from "~/components/widgets/promo-popup";
import { statistics, successBand } from "~/content/home";
import { site } from "~/content/site";
import { toLocalIso, wallTimeIn } from "~/utils/event-dates";
import { organizationJsonLd, pageMeta, shellFrom, siteUrlFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "AI-Powered Business Consulting",
    description: site.description,
    keywords: ["business consulting", "start a business", "AI automation", "small business grants"],
    jsonLd: [organizationJsonLd(siteUrlFrom(args.matches), shellFrom(args.matches))],
  });

export async function loader({ context }: RouteArgs) {
  const today = toLocalIso(wallTimeIn(new Date(), configOf(context).timeZone)).slice(0, 10);
  return { promo: await homePromo(context, today) };
}

export default function Home() {
  const { promo } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <Solutions />
      <StatsBand
        id="stats-title"
        title="Results that speak for themselves"
        stats={statistics}
        tone="dark"
      />
      <IntroVideo />
      <StatsBand id="success-title" title="Success stories" stats={successBand} tone="light" />
      <Affiliates />
      <Testimonials />
      <NewsletterSection>
        <NewsletterForm idPrefix="home-newsletter" onDark />
      </NewsletterSection>
      {promo ? <PromoPopup promo={promo} /> : null}
    </>
  );
}
