import { useLoaderData, type MetaFunction } from "react-router";
import { AiMatching } from "~/components/consultations/ai-matching";
import { JumpLinks } from "~/components/consultations/jump-links";
import { Mentorship } from "~/components/consultations/mentorship";
import { PremiumSessions } from "~/components/consultations/premium-sessions";
import { SessionCards } from "~/components/consultations/session-cards";
import { PageHero } from "~/components/ui/page-hero";
import { TeamConsultantIntro } from "~/components/widgets/consultant-intro";
import {
  consultationsHero,
  consultationsHost,
  consultationsPath,
} from "~/content/consultations-page";
import { consultationOffers } from "~/content/consultations-page.server";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { pageCatalogue } from "~/.server/catalogue";
import type { RouteArgs } from "~/.server/context";

const description =
  "Book a 15, 30 or 60-minute consultation, get matched to the right expert with AI, meet our founder in a premium session, or join monthly business mentorship.";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "1:1 Business Consultations and Monthly Mentorship",
    description,
    keywords: [
      "business consultation",
      "small business mentor",
      "business coaching",
      "one-on-one consultation",
      "AI consultant matching",
    ],
    jsonLd: args.loaderData
      ? [
          offerCatalogJsonLd(siteUrlFrom(args.matches), {
            name: "Business Consultations and Mentorship",
            description,
            path: consultationsPath,
            items: [
              ...args.loaderData.tiers,
              ...args.loaderData.seats.map((seat) => seat.item),
              args.loaderData.mentorship,
            ],
          }),
        ]
      : [],
  });

/** Opens checkout, so the page's CSP allows the payment providers. */
export const handle = { checkout: true };

export async function loader({ context }: RouteArgs) {
  return (await pageCatalogue(context)).overlay(consultationOffers);
}

export default function Consultations() {
  const { tiers, seats, mentorship } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow={consultationsHero.eyebrow}
        title={consultationsHero.title}
        lead={consultationsHero.lead}
      >
        <JumpLinks />
      </PageHero>
      <TeamConsultantIntro consultant={consultationsHost} />
      <AiMatching />
      <SessionCards tiers={tiers} />
      <PremiumSessions seats={seats} />
      <Mentorship item={mentorship} />
    </>
  );
}
