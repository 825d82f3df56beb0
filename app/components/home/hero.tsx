import { Link } from "react-router";
import { BookServiceLink } from "~/components/commerce/book-service-link";
import { button } from "~/components/ui/button.css";
import { hero, pillars } from "~/content/home-hero";
import { container, visuallyHidden } from "~/styles/utilities.css";
import { useSiteShell } from "~/utils/site-shell";
import * as styles from "./home.css";

export function Hero() {
  const { reviews } = useSiteShell().links;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={container}>
        <div className={styles.heroGrid}>
          <div>
            <p className={styles.eyebrow}>{hero.eyebrow}</p>
            <h1 id="hero-title" className={styles.heroTitle}>
              {hero.title}
            </h1>
            <p className={styles.heroLead}>{hero.lead}</p>
            <div className={styles.heroActions}>
              <Link to="/services" className={button.primary} prefetch="intent">
                Get Started
              </Link>
              <BookServiceLink className={button.secondary} />
              <Link to="/about" className={button.outlineLight} prefetch="intent">
                About Us
              </Link>
              <a
                href={reviews}
                className={button.outlineLight}
                target="_blank"
                rel="noopener noreferrer"
              >
                Testimonials<span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </div>
          </div>
          <img
            className={styles.heroImage}
            src={hero.image.src}
            width={hero.image.width}
            height={hero.image.height}
            alt=""
            // React 18 only passes the attribute through in lower case.
            {...{ fetchpriority: "high" }}
          />
        </div>
        <ul className={styles.pillars} aria-label="How we help">
          {pillars.map((pillar) => (
            <li key={pillar.title} className={styles.pillar}>
              <h2 className={styles.pillarTitle}>{pillar.title}</h2>
              <p className={styles.pillarSummary}>{pillar.summary}</p>
              <ul className={styles.pillarList}>
                {pillar.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
