import * as callout from "~/components/ui/callout.css";
import { formSlot } from "~/components/newsletter/newsletter.css";
import { newsletterTopics } from "~/content/newsletter";
import { container, section } from "~/styles/utilities.css";
import * as styles from "./home.css";

export function NewsletterSection({ children }: { children?: React.ReactNode }) {
  return (
    <section className={section} aria-labelledby="newsletter-title" id="newsletter">
      <div className={container}>
        <div className={callout.callout}>
          <h2 id="newsletter-title" className={styles.newsletterTitle}>
            Get our weekly newsletter
          </h2>
          <p className={callout.text}>
            One e-mail a week with what small businesses can use right away: grants with open
            deadlines, funding leads, practical AI tips and low-cost training.
          </p>
          <ul className={styles.newsletterTopics} aria-label="What you get">
            {newsletterTopics.map((topic) => (
              <li key={topic} className={styles.topic}>
                {topic}
              </li>
            ))}
          </ul>
          {children ? <div className={formSlot}>{children}</div> : null}
        </div>
      </div>
    </section>
  );
}
