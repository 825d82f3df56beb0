import { LinkTabs } from "~/components/ui/link-tabs";
import { CATEGORY_PARAM, portfolioCategories, type PortfolioCategoryId } from "~/content/portfolio";

export function CategoryTabs({ selected }: { selected: PortfolioCategoryId }) {
  const tabs = portfolioCategories.map((category) => ({
    key: category.id,
    label: category.label,
    to: `?${CATEGORY_PARAM}=${category.id}`,
    current: category.id === selected,
  }));
  return <LinkTabs label="Portfolio categories" tabs={tabs} ariaCurrent="page" variant="bold" />;
}
