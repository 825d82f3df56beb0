import { useSearchParams, type MetaFunction } from "react-router";
import { PortfolioGallery } from "~/components/portfolio/portfolio-gallery";
import { PageHero } from "~/components/ui/page-hero";
import { CATEGORY_PARAM, categoryFromParam } from "~/content/portfolio";
import { site } from "~/content/site";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Portfolio",
    description: `Logo designs, business cards, landing pages, pitch decks and websites ${site.name} has created for small businesses and non-profits.`,
    keywords: ["logo design", "business cards", "landing pages", "pitch decks", "website design"],
  });

export default function Portfolio() {
  const [searchParams] = useSearchParams();
  const category = categoryFromParam(searchParams.get(CATEGORY_PARAM));
  return (
    <>
      <PageHero
        eyebrow="Our work"
        title="Portfolio"
        lead="Brands, print, pages and presentations we have built for owners across the Carolinas and beyond. Pick a category to see the work."
      />
      <PortfolioGallery category={category} />
    </>
  );
}
