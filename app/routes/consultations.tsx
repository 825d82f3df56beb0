import type { MetaFunction } from "@remix-run/react";
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
  mentorshipSection,
  premiumSessions,
  sessionsSection,
} from "~/content/consultations-page";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { pageMeta, siteUrlFrom } from "~/utils/seo";

const description =
  "Book a 15, 30 or 60-minute consultation, get matched to the right expert with AI, meet our founder in a premium session, or join monthly business mentorship.";

export const meta: MetaFunction = (args) =>
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
    jsonLd: [
      offerCatalogJsonLd(siteUrlFrom(args.matches), {
        name: "Business Consultations and Mentorship",
        description,
        path: consultationsPath,
        items: [
          ...sessionsSection.tiers,
          ...premiumSessions.seats.map((seat) => seat.item),
          mentorshipSection.item,
        ],
      }),
    ],
  });

export default function Consultations() {
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
      <SessionCards />
      <PremiumSessions />
      <Mentorship />
    </>
  );
}
