import { testimonials } from "~/content/home";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./home.css";

export function Testimonials() {
  return (
    <section className={section} aria-labelledby="testimonials-title">
      <div className={container}>
        <h2 id="testimonials-title" className={sectionHeading}>
          What our clients say
        </h2>
        <p className={sectionLead}>Owners who started, funded and grew their businesses with us.</p>
        <ul className={styles.testimonials}>
          {testimonials.map((t) => (
            <li key={t.author}>
              <figure className={styles.quote} data-testimonial="">
                <blockquote className={styles.quoteText}>
                  <p>“{t.text}”</p>
                </blockquote>
                <figcaption className={styles.quoteFooter}>
                  <img
                    src={t.image}
                    width={48}
                    height={48}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className={styles.avatar}
                  />
                  <span>
                    <cite className={styles.quoteAuthor}>{t.author}</cite>
                    <span className={styles.quoteCompany}>{t.company}</span>
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
