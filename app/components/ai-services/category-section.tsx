import { CatalogIcon } from "~/components/commerce/catalog-icon";
import { ProductCard } from "~/components/commerce/product-card";
import { aiCardLabels, aiCategoryIntros, type AiCategoryResult } from "~/content/ai-services-page";
import { container, section, sectionAlt } from "~/styles/utilities.css";
import * as styles from "./ai-services.css";
import { CategoryBanners } from "./category-banners";
import { ConsultationCard } from "./consultation-card";

export function CategorySection({
  result,
  alt = false,
}: {
  result: AiCategoryResult;
  alt?: boolean;
}) {
  const { category, services, premium } = result;
  const titleId = `${category.id}-title`;
  const count = services.length + (premium ? 1 : 0);
  const layout = count === 4 ? "four" : count === 3 ? "three" : "other";
  return (
    <section
      id={category.id}
      className={alt ? sectionAlt : section}
      aria-labelledby={titleId}
      data-ai-category={category.id}
    >
      <div className={container}>
        <header className={styles.categoryHead}>
          <span className={styles.categoryIcon}>
            <CatalogIcon name={category.icon} size={28} />
          </span>
          <h3 id={titleId} className={styles.categoryTitle}>
            {category.title}
          </h3>
          <p className={styles.categoryIntro}>{aiCategoryIntros[category.id]}</p>
        </header>
        <CategoryBanners />
        <ConsultationCard item={category.consultation} />
        <ul className={styles.cards[layout]} aria-label={`${category.title} services`}>
          {services.map((item) => (
            <li key={item.id}>
              <ProductCard
                item={item}
                actionLabel={aiCardLabels.service}
                headingLevel={4}
                checkout={{ tab: "card" }}
              />
            </li>
          ))}
          {premium ? (
            <li>
              <ProductCard
                item={premium}
                actionLabel={aiCardLabels.premium}
                headingLevel={4}
                premiumLabel={aiCardLabels.premiumBadge}
                checkout={{ tab: "card" }}
              />
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}
