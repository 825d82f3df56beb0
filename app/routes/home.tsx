import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from "react-router";
import { configOf, type RouteArgs } from "~/.server/context";
import { homePromo } from "~/.server/site-content";
import { deferred } from "~/components/deferred/deferred";
import { Hero } from "~/components/home/hero";
import { HomeSections } from "~/components/home/home.deferred";
import { PromoPopup } from "~/components/widgets/promo-popup";
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

// Below the hero: fetched once the page has hydrated (ADR 59).
const sections = deferred(
  import.meta.env.SSR && HomeSections,
  () => import("~/components/home/home.deferred").then((module) => module.HomeSections),
  '[aria-labelledby="solutions-title"]',
);

/** On a navigation to the page, its data and its deferred code together: it shows whole. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), sections.load()]);
  return data;
}

export default function Home() {
  const { promo } = useLoaderData<typeof clientLoader>();
  return (
    <>
      <Hero />
      <sections.Part />
      {promo ? <PromoPopup promo={promo} /> : null}
    </>
  );
}
