import { PageSection } from "~/components/ui/page-section";
import { QuoteCard } from "~/components/ui/quote-card";
import { testimonials } from "~/content/home";
import * as styles from "./home.css";

export function Testimonials() {
  return (
    <PageSection
      titleId="testimonials-title"
      title="What our clients say"
      lead="Owners who started, funded and grew their businesses with us."
    >
      <ul className={styles.testimonials}>
        {testimonials.map((t) => (
          <li key={t.author}>
            <QuoteCard quote={t} detail={t.company} data-testimonial="" />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
