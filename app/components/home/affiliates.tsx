import { PageSection } from "~/components/ui/page-section";
import { affiliates } from "~/content/home";
import * as styles from "./home.css";

export function Affiliates() {
  return (
    <PageSection
      alt
      titleId="affiliates-title"
      title="Our corporate affiliates"
      lead="Organisations we partner with to bring more resources to our clients."
    >
      <ul className={styles.affiliates}>
        {affiliates.map((affiliate) => (
          <li key={affiliate.name} className={styles.affiliate}>
            <img
              src={affiliate.image}
              width={160}
              height={64}
              alt={affiliate.name}
              loading="lazy"
              decoding="async"
            />
            <span aria-hidden="true">{affiliate.name}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
