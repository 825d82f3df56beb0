import type { MetaFunction } from "react-router";
import { FaqCta } from "~/components/faq/faq-cta";
import { FaqList } from "~/components/faq/faq-list";
import { PageHero } from "~/components/ui/page-hero";
import { faqItems } from "~/content/faq";
import { site } from "~/content/site";
import { container, section } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";
import { faqPageJsonLd } from "~/utils/structured-data";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Frequently Asked Questions",
    description: `Answers about ${site.name}'s services, the $25 discovery call, SBA-standard business plans, AI implementation, grants, branding timelines, ongoing consulting and buy-now-pay-later options.`,
    keywords: ["FAQ", "discovery call", "SBA business plan", "buy now pay later", "grant help"],
    jsonLd: [faqPageJsonLd(faqItems)],
  });

export default function FaqPage() {
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Quick answers about how we work, what things cost and how long they take."
      />
      <section className={section} aria-label="Questions and answers">
        <div className={container}>
          <FaqList items={faqItems} />
        </div>
      </section>
      <FaqCta />
    </>
  );
}
