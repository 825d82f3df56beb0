import {
  CircleCheck,
  HeartHandshake,
  Megaphone,
  Target,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageSection } from "~/components/ui/page-section";
import type { CatalogItem } from "~/content/catalog/types";
import {
  consultationsAnchors,
  mentorshipSection,
  type MentorshipCategoryIcon,
} from "~/content/consultations-page";
import { formatPrice } from "~/utils/money";
import * as styles from "./consultations.css";

const categoryIcons: Record<MentorshipCategoryIcon, LucideIcon> = {
  Target,
  Megaphone,
  Wallet,
  TrendingUp,
  HeartHandshake,
};

export function Mentorship({ item }: { item: CatalogItem & { url: string } }) {
  return (
    <PageSection
      id={consultationsAnchors.mentorship}
      titleId="mentorship-title"
      title={item.title}
      lead={mentorshipSection.lead}
    >
      <div className={styles.mentorship}>
        <div className={styles.offer} data-mentorship-offer="">
          <p className={styles.offerText}>{item.description}</p>
          <p className={styles.offerPrice} data-price="">
            {formatPrice(item)}
          </p>
          <h3 className={styles.offerTitle}>{mentorshipSection.benefitsTitle}</h3>
          <ul className={styles.offerList} aria-label="Mentorship benefits">
            {item.features.map((benefit) => (
              <li key={benefit}>
                <CircleCheck aria-hidden="true" size={18} className={styles.offerCheck} />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
          <div>
            <ExternalLink href={item.url} className={button.primary}>
              {mentorshipSection.actionLabel}
            </ExternalLink>
          </div>
        </div>
        <div>
          <h3 className={styles.categoriesTitle}>{mentorshipSection.categoriesTitle}</h3>
          <ul className={styles.categories} aria-label="Mentorship services by category">
            {mentorshipSection.categories.map((category) => {
              const Icon = categoryIcons[category.icon];
              return (
                <li key={category.title} className={styles.category} data-category="">
                  <h4 className={styles.categoryTitle}>
                    <Icon aria-hidden="true" size={20} className={styles.categoryIcon} />
                    {category.title}
                  </h4>
                  <ul className={styles.categoryServices}>
                    {category.services.map((service) => (
                      <li key={service}>{service}</li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
