import { useActionData, type MetaFunction } from "react-router";
import { handleLeadForm } from "~/.server/leads/form-action";
import { routeLoader } from "~/.server/route-loader";
import { formAction } from "~/.server/security/form-action";
import { AcademyBenefits } from "~/components/academy/academy-benefits";
import { AcademyInterestSection } from "~/components/academy/academy-interest.deferred";
import { AcademyLocationPricing } from "~/components/academy/academy-location-pricing";
import { AcademyOverview } from "~/components/academy/academy-overview";
import { AcademyPrograms } from "~/components/academy/academy-programs";
import { AcademyQuotes } from "~/components/academy/academy-quotes";
import { AcademyStats } from "~/components/academy/academy-stats";
import { deferred } from "~/components/deferred/deferred";
import { button } from "~/components/ui/button.css";
import { PageHero } from "~/components/ui/page-hero";
import {
  academyCoursesJsonLd,
  academyFacts,
  academyHero,
  academyName,
  academyOverviewPdf,
} from "~/content/academy";
import { site } from "~/content/site";
import { academyMessages, academySchema } from "~/utils/forms/academy";
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

export const action = formAction(({ app, request, formData }) =>
  handleLeadForm(app, request, {
    formData,
    kind: "academy",
    schema: academySchema,
    success: academyMessages.success,
    failure: academyMessages.failure,
    successRedirect: academyOverviewPdf.requestedPath,
    download: academyOverviewPdf.path,
  }),
);

// The interest form's section: fetched once the page has hydrated (ADR 59).
const interest = deferred(
  import.meta.env.SSR && AcademyInterestSection,
  () =>
    import("~/components/academy/academy-interest.deferred").then(
      (module) => module.AcademyInterestSection,
    ),
  "#interest-form",
);

/** No data of its own: there so that the clientLoader below does not run at hydration. */
export const loader = routeLoader(() => null);

/** On a navigation to the page, the form's code comes with its data: the page shows whole. */
export async function clientLoader() {
  await interest.load();
  return null;
}

export default function Academy() {
  const response = useActionData<typeof action>();
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
      <interest.Part response={response} />
    </>
  );
}
