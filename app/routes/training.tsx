import { BookServiceLink } from "~/components/commerce/book-service-link";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { TrainingCategories } from "~/components/training/training-categories";
import { TrainingReasons } from "~/components/training/training-reasons";
import * as styles from "~/components/training/training.css";
import { button } from "~/components/ui/button.css";
import { PageHero } from "~/components/ui/page-hero";
import { trainingAccessDays, trainingPrice } from "~/content/training";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Business Training",
    description: `Self-paced business trainings for ${trainingPrice.label} each in three categories: Business Fundamentals, AI Integration and Financial Management. One-time download, ${trainingAccessDays}-day access.`,
    keywords: ["small business training", "AI training", "financial management course"],
  });

export default function TrainingPage() {
  return (
    <>
      <PageHero
        eyebrow="Self-paced trainings"
        title="Business Training That Fits Your Schedule"
        lead={`Practical video trainings on the fundamentals, AI and your finances, ${trainingPrice.label} each, for owners who want to learn by doing.`}
      >
        {/* The spec gives 'View Trainings' no action: a real button that does nothing. */}
        <button type="button" className={button.primary} aria-describedby="view-trainings-note">
          View Trainings
        </button>
        <p id="view-trainings-note" className={styles.heroNote}>
          Trainings are listed by category below.
        </p>
      </PageHero>
      <TrainingReasons />
      <TrainingCategories />
      <section className={section} aria-labelledby="training-cta-title">
        <div className={container}>
          <h2 id="training-cta-title" className={sectionHeading}>
            Prefer to learn live?
          </h2>
          <p className={sectionLead}>
            Join us for the Wednesday Business Power Hour or the monthly AI Lab, or browse every
            training in the video library.
          </p>
          <div className={styles.cta}>
            <Link to="/events" className={button.secondary} prefetch="intent">
              See Upcoming Events
            </Link>
            <Link to="/video-library" className={button.outline} prefetch="intent">
              Open the Video Library
            </Link>
            <BookServiceLink className={button.outline} />
          </div>
        </div>
      </section>
    </>
  );
}
