import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { button } from "~/components/ui/button.css";
import { itemsInCategory, type PortfolioCategory } from "~/content/portfolio";
import { container, section, visuallyHidden } from "~/styles/utilities.css";
import type { UploadedWork } from "~/utils/portfolio-upload";
import { CategoryTabs } from "./category-tabs";
import { UploadWork } from "./upload-work";
import { WorkCard } from "./work-card";
import * as styles from "./portfolio.css";

/** Uploads live in this state: they survive tab switches and go, URLs revoked, with the page. */
export function PortfolioGallery({ category }: { category: PortfolioCategory }) {
  const hydrated = useHydrated();
  const [uploads, setUploads] = useState<UploadedWork[]>([]);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  const add = useCallback((work: UploadedWork) => {
    urls.current.add(work.imageUrl);
    setUploads((list) => [work, ...list]);
  }, []);

  const remove = useCallback((work: UploadedWork) => {
    URL.revokeObjectURL(work.imageUrl);
    urls.current.delete(work.imageUrl);
    setUploads((list) => list.filter((w) => w.id !== work.id));
  }, []);

  const mine = uploads.filter((work) => work.category === category.id);
  const titleId = "portfolio-category-title";

  return (
    <section className={section} aria-labelledby={titleId}>
      <div className={container}>
        <CategoryTabs selected={category.id} />
        <div className={styles.panelHeader}>
          <div>
            <h2 id={titleId} className={styles.panelTitle}>
              {category.label}
            </h2>
            <p className={styles.panelLead}>{category.lead}</p>
          </div>
          {hydrated ? <UploadWork category={category} onAdd={add} /> : null}
        </div>
        <ul className={styles.grid} aria-label={`${category.label} work`}>
          {mine.map((work) => (
            <WorkCard
              key={work.id}
              title={work.title}
              description={work.description}
              imageUrl={work.imageUrl}
              imageAlt={`Your uploaded image in ${category.label}`}
              uploaded
            >
              <button
                type="button"
                className={`${button.ghost} ${styles.remove}`}
                onClick={() => remove(work)}
              >
                Remove<span className={visuallyHidden}> {work.title}</span>
              </button>
            </WorkCard>
          ))}
          {itemsInCategory(category.id).map((item) => (
            <WorkCard
              key={item.id}
              title={item.title}
              description={item.description}
              imageUrl={item.imageUrl}
              imageAlt={`${category.itemNoun} for ${item.title}`}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
