import { successQuotes } from "~/content/academy";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./academy.css";

export function AcademyQuotes() {
  return (
    <section className={sectionAlt} aria-labelledby="quotes-title">
      <div className={container}>
        <h2 id="quotes-title" className={sectionHeading}>
          Success stories from our graduates
        </h2>
        <p className={sectionLead}>
          Job seekers, owners and workforce partners in their own words.
        </p>
        <ul className={styles.quotes}>
          {successQuotes.map((quote) => (
            <li key={quote.author}>
              <figure className={styles.quote} data-academy-quote="">
                <blockquote className={styles.quoteText}>
                  <p>“{quote.text}”</p>
                </blockquote>
                <figcaption className={styles.quoteFooter}>
                  <img
                    src={quote.image}
                    width={48}
                    height={48}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className={styles.avatar}
                  />
                  <span>
                    <cite className={styles.quoteAuthor}>{quote.author}</cite>
                    <span className={styles.quoteDetail}>{quote.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
