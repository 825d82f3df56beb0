import { PageSection } from "~/components/ui/page-section";
import { QuoteCard } from "~/components/ui/quote-card";
import { successQuotes } from "~/content/academy";
import * as styles from "./academy.css";

export function AcademyQuotes() {
  return (
    <PageSection
      alt
      titleId="quotes-title"
      title="Success stories from our graduates"
      lead="Job seekers, owners and workforce partners in their own words."
    >
      <ul className={styles.quotes}>
        {successQuotes.map((quote) => (
          <li key={quote.author}>
            <QuoteCard quote={quote} detail={quote.detail} variant="fill" data-academy-quote="" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
