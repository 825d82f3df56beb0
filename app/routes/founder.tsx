import { useLoaderData, type MetaFunction } from "react-router";
import { FounderIntro } from "~/components/founder/founder-intro";
import { JumpBar } from "~/components/founder/jump-bar";
import { Partnerships } from "~/components/founder/partnerships";
import { PowerTalks } from "~/components/founder/power-talks";
import { StrategySeats } from "~/components/founder/strategy-seats";
import { PageHero } from "~/components/ui/page-hero";
import { founderIntro, type StrategySeat } from "~/content/founder";
import { strategySeats } from "~/content/founder.server";
import { founderPath, site } from "~/content/site";
import { absoluteUrl, pageMeta, siteUrlFrom } from "~/utils/seo";

function founderJsonLd(siteUrl: string, seats: readonly StrategySeat[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: founderIntro.name,
    jobTitle: site.founder.title,
    url: absoluteUrl(siteUrl, founderPath),
    image: absoluteUrl(siteUrl, founderIntro.image.src),
    worksFor: { "@type": "Organization", name: site.name, url: `${siteUrl}/` },
    makesOffer: seats.map((seat) => ({
      "@type": "Offer",
      name: `${seat.minutes}-Minute Strategy Seat`,
      description: seat.description,
      price: (seat.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      url: seat.url,
    })),
  };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: `Work With ${founderIntro.name}: Strategy, Speaking and Training`,
    description: `Book a Strategy Seat with ${founderIntro.name}, founder and ${site.founder.title} of ${site.name}, invite ${site.founder.firstName} to speak at your event, or bring corporate training to your team.`,
    keywords: [
      "business strategy session",
      "keynote speaker",
      "corporate training",
      "small business speaker",
    ],
    jsonLd: args.loaderData
      ? [founderJsonLd(siteUrlFrom(args.matches), args.loaderData.strategySeats)]
      : [],
  });

/** The Strategy Seats' prices and links come from the catalogue here, not in the page's code. */
export function loader() {
  return { strategySeats };
}

export default function Founder() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow={founderIntro.eyebrow}
        title={founderIntro.title}
        lead={founderIntro.lead}
      />
      <JumpBar />
      <FounderIntro />
      <StrategySeats seats={data.strategySeats} />
      <PowerTalks />
      <Partnerships />
    </>
  );
}
