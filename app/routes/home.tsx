import type { MetaFunction } from "@remix-run/react";
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
import { organizationJsonLd, pageMeta, siteUrlFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "AI-Powered Business Consulting",
    description: site.description,
    keywords: ["business consulting", "start a business", "AI automation", "small business grants"],
    jsonLd: [organizationJsonLd(siteUrlFrom(args.matches))],
  });

export default function Home() {
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
      <PromoPopup />
    </>
  );
}
