import * as callout from "~/components/ui/callout.css";
import { container, section } from "~/styles/utilities.css";
import * as styles from "./home.css";

const topics = ["Grant alerts", "Funding leads", "AI business tips", "Low-cost training"];

/** The home page's newsletter section; its sign-up form is mounted here by the forms work. */
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
            {topics.map((topic) => (
              <li key={topic} className={styles.topic}>
                {topic}
              </li>
            ))}
          </ul>
          {children}
        </div>
      </div>
    </section>
  );
}
