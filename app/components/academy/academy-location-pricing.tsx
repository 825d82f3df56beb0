import { MapPin, Tag } from "lucide-react";
import * as card from "~/components/ui/card.css";
import { academyLocation, academyPricing } from "~/content/academy";
import { container, section } from "~/styles/utilities.css";
import * as styles from "./academy.css";

export function AcademyLocationPricing() {
  return (
    <div className={section}>
      <div className={`${container} ${styles.twoColumns}`}>
        <section className={styles.panel} aria-labelledby="location-title">
          <img
            src={academyLocation.image.src}
            width={academyLocation.image.width}
            height={academyLocation.image.height}
            alt={`Illustration of the ${academyLocation.city} skyline`}
            loading="lazy"
            decoding="async"
            className={card.image}
          />
          <h2 id="location-title" className={styles.panelTitle}>
            <MapPin aria-hidden="true" size={24} />
            Location: {academyLocation.city}, {academyLocation.region}
          </h2>
          <p className={card.text}>{academyLocation.text}</p>
        </section>
        <section className={styles.panel} aria-labelledby="pricing-title">
          <h2 id="pricing-title" className={styles.panelTitle}>
            <Tag aria-hidden="true" size={24} />
            {academyPricing.title}
          </h2>
          <p className={styles.pricingHighlight}>{academyPricing.highlight}</p>
          {academyPricing.text.map((paragraph) => (
            <p key={paragraph} className={styles.pricingText}>
              {paragraph}
            </p>
          ))}
          <a href="#interest-form" className={styles.pricingLink}>
            Get the program overview
          </a>
        </section>
      </div>
    </div>
  );
}
