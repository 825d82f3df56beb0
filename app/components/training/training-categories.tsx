import { Link } from "react-router";
import { BrainCircuit, Briefcase, LineChart } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import {
  downloadLabel,
  trainingAccessDays,
  trainingCategories,
  trainingPrice,
  trainingPurchasePath,
} from "~/content/training";
import { videos, type VideoCategory } from "~/content/videos";
import * as styles from "./training.css";

const icons: Record<VideoCategory, typeof Briefcase> = {
  "Business Fundamentals": Briefcase,
  "AI Integration": BrainCircuit,
  "Financial Management": LineChart,
};

export function TrainingCategories() {
  return (
    <PageSection
      alt
      id="categories"
      titleId="categories-title"
      title="Training categories"
      lead={`Every training is ${trainingPrice.label}: a one-time download with ${trainingAccessDays}-day access.`}
    >
      <ul className={card.grid}>
        {trainingCategories.map((category) => {
          const Icon = icons[category.title];
          const titleId = `category-${category.id}`;
          return (
            <li key={category.id} id={category.id}>
              <article
                className={`${card.card} ${card.fill}`}
                aria-labelledby={titleId}
                data-category={category.title}
              >
                <span className={styles.icon}>
                  <Icon aria-hidden="true" size={24} />
                </span>
                <h3 id={titleId} className={card.title}>
                  {category.title}
                </h3>
                <p className={card.text}>{category.description}</p>
                <h4 className={styles.listHeading}>You will learn to</h4>
                <ul className={card.list}>
                  {category.outcomes.map((outcome) => (
                    <li key={outcome}>{outcome}</li>
                  ))}
                </ul>
                <h4 className={styles.listHeading}>Trainings</h4>
                <ul className={card.list}>
                  {videos
                    .filter((video) => video.category === category.title)
                    .map((video) => (
                      <li key={video.slug}>
                        {video.title} ({video.duration})
                      </li>
                    ))}
                </ul>
                <div className={card.actions}>
                  <Link
                    to={trainingPurchasePath}
                    className={button.primary}
                    aria-describedby={titleId}
                    prefetch="intent"
                  >
                    {downloadLabel}
                  </Link>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
