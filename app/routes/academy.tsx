import type { MetaFunction } from "@remix-run/react";
import { AcademyBenefits } from "~/components/academy/academy-benefits";
import { AcademyInterest } from "~/components/academy/academy-interest";
import { AcademyLocationPricing } from "~/components/academy/academy-location-pricing";
import { AcademyOverview } from "~/components/academy/academy-overview";
import { AcademyPrograms } from "~/components/academy/academy-programs";
import { AcademyQuotes } from "~/components/academy/academy-quotes";
import { AcademyStats } from "~/components/academy/academy-stats";
import { button } from "~/components/ui/button.css";
import { PageHero } from "~/components/ui/page-hero";
import { academyCoursesJsonLd, academyFacts, academyHero, academyName } from "~/content/academy";
import { site } from "~/content/site";
import { pageMeta, siteUrlFrom } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: academyName,
    description: `Hands-on artificial intelligence training in ${site.address.city}, ${site.address.region}: AI for Job Readiness and AI for Business, ${academyFacts.trainingHours} hours over ${academyFacts.programWeeks.join(" or ")} weeks in small cohorts of up to ${academyFacts.cohortMaxPeople} people.`,
    keywords: [
      "AI training Charlotte NC",
      "AI for job readiness",
      "AI for business course",
      "workforce development AI",
      "AI academy",
    ],
    jsonLd: academyCoursesJsonLd(siteUrlFrom(args.matches)),
  });

export default function Academy() {
  return (
    <>
      <PageHero title={academyHero.title} eyebrow={academyHero.eyebrow} lead={academyHero.lead}>
        <a href="#interest-form" className={button.primary}>
          Get the Program Overview
        </a>
        <a href="#programs" className={button.outlineLight}>
          Explore the Programs
        </a>
      </PageHero>
      <AcademyPrograms />
      <AcademyOverview />
      <AcademyStats />
      <AcademyBenefits />
      <AcademyQuotes />
      <AcademyLocationPricing />
      <AcademyInterest />
    </>
  );
}
